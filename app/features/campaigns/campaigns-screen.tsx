/**
 * /admin/campaigns: the list, or (with `?new=1` or `?id=`) one campaign to compose, send
 * and follow. `?new=1&hiringNeeds=backend` starts from the inquiries tab's filter.
 */
import { ArrowLeft, Save } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Campaign, CampaignInput } from "#common/campaign.ts";
import { HIRING_NEEDS_VALUES, type HiringNeed } from "#common/constants.ts";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { applyFieldErrors } from "~/lib/field-errors";
import { useCampaign, useCampaignSettings, useCreateCampaign, useUpdateCampaign } from "./api.ts";
import { CampaignActions, errorText } from "./campaign-actions.tsx";
import { CampaignEditor, useCampaignForm } from "./campaign-editor.tsx";
import { CampaignList } from "./campaign-list.tsx";
import { CampaignProgress, RecipientTable } from "./campaign-progress.tsx";
import { CampaignStatusBadge } from "./campaign-status-badge.tsx";
import { campaignCopy } from "./copy.ts";

const CAMPAIGN_FIELDS = ["name", "subject", "body", "audience"];

function newCampaign(params: URLSearchParams): CampaignInput {
  const hiringNeeds = params
    .getAll("hiringNeeds")
    .filter((n): n is HiringNeed => HIRING_NEEDS_VALUES.includes(n as HiringNeed));
  return {
    name: "",
    subject: "",
    body: "Hi {{firstName}},\n\n",
    audience: { source: "inquiries", hiringNeeds, since: params.get("since") || null },
  };
}

const toInput = (c: Campaign): CampaignInput => ({
  name: c.name,
  subject: c.subject,
  body: c.body,
  audience: {
    source: c.audience.source,
    hiringNeeds: c.audience.hiringNeeds ?? [],
    since: c.audience.since ?? null,
  },
});

function Workspace({
  campaign,
  initial,
  emailConfigured,
}: {
  campaign?: Campaign;
  initial: CampaignInput;
  emailConfigured: boolean;
}) {
  const navigate = useNavigate();
  const form = useCampaignForm(initial);
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const editable = !campaign || campaign.status === "draft" || campaign.status === "scheduled";
  const started = campaign && !editable;

  useEffect(() => {
    if (campaign && !form.formState.isDirty) form.reset(toInput(campaign));
  }, [campaign, form]);

  const showServerErrors = (error: unknown) => {
    // The audience's parts have fields of their own (LabeledField name="audience.since").
    applyFieldErrors(error, form.setError, [
      ...CAMPAIGN_FIELDS,
      "audience.source",
      "audience.since",
    ]);
    toast({ title: "Error", description: errorText(error), variant: "destructive" });
  };

  /** Saves when new or changed; true once the server holds what the form shows. */
  const save = (): Promise<boolean> =>
    new Promise((resolve) => {
      void form.handleSubmit(
        async (values) => {
          try {
            if (!campaign) {
              const created = await create.mutateAsync(values);
              navigate(`?id=${created.id}`, { replace: true });
            } else if (form.formState.isDirty) {
              form.reset(toInput(await update.mutateAsync({ id: campaign.id, body: values })));
            }
            resolve(true);
          } catch (error) {
            showServerErrors(error);
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });

  return (
    <div className="space-y-6">
      {campaign && (
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold">{campaign.name}</h2>
          <CampaignStatusBadge status={campaign.status} />
        </div>
      )}
      {started && <CampaignProgress campaign={campaign} />}
      <CampaignEditor form={form} disabled={!editable} />
      {editable && (
        <Button
          type="button"
          variant="secondary"
          disabled={create.isPending || update.isPending}
          onClick={async () => {
            if (await save()) toast({ title: "Draft saved" });
          }}
        >
          <Save aria-hidden="true" />
          Save draft
        </Button>
      )}
      {campaign && (
        <CampaignActions
          campaign={campaign}
          saveFirst={save}
          emailConfigured={emailConfigured}
          onDeleted={() => navigate("/admin/campaigns", { replace: true })}
        />
      )}
      {campaign && <RecipientTable campaign={campaign} />}
    </div>
  );
}

export function CampaignsScreen() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const isNew = params.has("new");
  const settings = useCampaignSettings();
  const campaign = useCampaign(id);
  const emailConfigured = settings.data?.emailConfigured ?? true;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <Link
          to={id || isNew ? "/admin/campaigns" : "/admin"}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {id || isNew ? "All campaigns" : "Back to Admin Dashboard"}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{campaignCopy.title}</h1>
        <p className="text-muted-foreground">{campaignCopy.intro}</p>
      </div>
      {settings.data && !settings.data.emailConfigured && (
        <p
          role="status"
          className="rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {campaignCopy.notConfigured}
        </p>
      )}
      {!id && !isNew && <CampaignList />}
      {isNew && !id && (
        <Workspace key="new" initial={newCampaign(params)} emailConfigured={emailConfigured} />
      )}
      {id && campaign.isLoading && <Spinner label="Loading campaign..." />}
      {id && campaign.isError && (
        <p className="text-destructive">Could not load the campaign: {errorText(campaign.error)}</p>
      )}
      {id && campaign.data && (
        <Workspace
          key={id}
          campaign={campaign.data}
          initial={toInput(campaign.data)}
          emailConfigured={emailConfigured}
        />
      )}
    </div>
  );
}
