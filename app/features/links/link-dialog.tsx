/**
 * The 'Create Shareable Link' and 'Edit Shareable Link' dialogs: customer,
 * email, description, expiry date, the shortlist, and on edit the Status select. The form
 * lives inside the dialog's content, so each opening starts from fresh values.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  isoToExpiryDate,
  type LinkFormValues,
  linkFormSchema,
  type ShareableLink,
  toLinkBody,
} from "#common/link.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  LabeledField,
} from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { companiesQuery, useRefreshCompanies } from "~/features/companies/api";
import { CompanySelect } from "~/features/companies/company-select";
import { useCreateLink, useUpdateLink } from "~/features/links/api";
import { CandidatePicker, type PickedCandidate } from "./candidate-picker.tsx";
import { LinkWorkspaceFields, workspaceFieldDefaults } from "./link-workspace-fields.tsx";

type Props =
  | { mode: "create"; link?: undefined; open: boolean; onOpenChange: (open: boolean) => void }
  | { mode: "edit"; link: ShareableLink; open: boolean; onOpenChange: (open: boolean) => void };

export function LinkDialog(props: Props) {
  const title = props.mode === "create" ? "Create Shareable Link" : "Edit Shareable Link";
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {props.mode === "create"
              ? "A private link a customer opens without signing in."
              : "Change the customer's details, expiry, developers or status."}
          </DialogDescription>
        </DialogHeader>
        <LinkForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function initialValues(link?: ShareableLink): LinkFormValues {
  return {
    customerName: link?.customerName ?? "",
    customerEmail: link?.customerEmail ?? "",
    description: link?.description ?? "",
    expiresAt: isoToExpiryDate(link?.expiresAt ?? null),
    isActive: link?.isActive ?? true,
    candidateIds: link?.candidateIds ?? [],
    requireEmail: link?.requireEmail ?? workspaceFieldDefaults.requireEmail,
    allowedDomains: link?.allowedDomains ?? workspaceFieldDefaults.allowedDomains,
    showRates: link?.showRates ?? workspaceFieldDefaults.showRates,
    showContact: link?.showContact ?? workspaceFieldDefaults.showContact,
    allowResumeDownload: link?.allowResumeDownload ?? workspaceFieldDefaults.allowResumeDownload,
    notifyOnActivity: link?.notifyOnActivity ?? workspaceFieldDefaults.notifyOnActivity,
    requireAgreement: link?.requireAgreement ?? false,
    agreementText: link?.agreementText ?? "",
    watermark: link?.watermark ?? workspaceFieldDefaults.watermark,
  };
}

/** What a company's new links start with. */
const COMPANY_DEFAULTS = ["requireAgreement", "agreementText", "showContact", "watermark"] as const;

function LinkForm({ mode, link, onOpenChange }: Props) {
  const form = useForm<LinkFormValues>({
    resolver: zodResolver(linkFormSchema),
    defaultValues: initialValues(link),
  });
  const [picked, setPicked] = useState<PickedCandidate[]>(link?.shortlist ?? []);
  // "" is the empty choice: on a new link the server matches the e-mail's domain.
  const [companyId, setCompanyId] = useState(link?.companyId ?? "");
  const companyFieldId = useId();
  const create = useCreateLink();
  const update = useUpdateLink();
  const refreshCompanies = useRefreshCompanies();
  const companies = useQuery(companiesQuery());
  const pending = create.isPending || update.isPending;

  const done = (message: string) => {
    toast({ title: "Success", description: message });
    form.reset(initialValues());
    setPicked([]);
    onOpenChange(false);
    return refreshCompanies();
  };

  /** A chosen company's defaults fill the new link's fields; the admin may change them. */
  const chooseCompany = (id: string) => {
    setCompanyId(id);
    const company = companies.data?.find((c) => c.id === id);
    if (mode !== "create" || !company) return;
    for (const name of COMPANY_DEFAULTS) form.setValue(name, company[name]);
  };

  const onSubmit = (values: LinkFormValues) => {
    const body = toLinkBody({ ...values, candidateIds: picked.map((c) => c.id) });
    if (mode === "create" && !companyId) {
      // Matched by e-mail domain on the server: fields left at a new link's defaults take
      // that company's defaults there.
      const fresh = initialValues();
      for (const name of COMPANY_DEFAULTS) if (body[name] === fresh[name]) delete body[name];
    }
    if (mode === "create") {
      create.mutate(companyId ? { ...body, companyId } : body, {
        onSuccess: () => done("Shareable link created successfully"),
        onError: () =>
          toast({
            title: "Error",
            description: "Failed to create shareable link",
            variant: "destructive",
          }),
      });
    } else {
      update.mutate(
        { id: link.id, body: { ...body, isActive: values.isActive, companyId: companyId || null } },
        {
          onSuccess: () => done("Shareable link updated successfully"),
          onError: () =>
            toast({
              title: "Error",
              description: "Failed to update shareable link",
              variant: "destructive",
            }),
        },
      );
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabeledField control={form.control} name="customerName" label="Customer Name">
            {(field) => <Input autoComplete="organization" {...field} />}
          </LabeledField>
          <LabeledField control={form.control} name="customerEmail" label="Customer Email">
            {(field) => <Input type="email" autoComplete="email" {...field} />}
          </LabeledField>
        </div>
        <div className="space-y-2">
          <label htmlFor={companyFieldId} className="text-sm font-medium">
            Company
          </label>
          <CompanySelect
            id={companyFieldId}
            value={companyId}
            onChange={chooseCompany}
            isNew={mode === "create"}
          />
        </div>
        <LabeledField control={form.control} name="description" label="Description (optional)">
          {(field) => <Textarea rows={3} {...field} />}
        </LabeledField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="expiresAt"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Expires On (optional)</FormLabel>
                <FormControl>
                  <Input type="date" {...field} />
                </FormControl>
                <FormDescription>The link works through the end of this day.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          {mode === "edit" && (
            <FormField
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Status</FormLabel>
                  <Select
                    value={field.value ? "active" : "inactive"}
                    onValueChange={(v) => field.onChange(v === "active")}
                  >
                    <FormControl>
                      <SelectTrigger>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      <SelectItem value="active">Active</SelectItem>
                      <SelectItem value="inactive">Inactive</SelectItem>
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Developers</legend>
          <CandidatePicker value={picked} onChange={setPicked} />
        </fieldset>
        <LinkWorkspaceFields />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {mode === "create"
              ? pending
                ? "Creating..."
                : "Create Link"
              : pending
                ? "Updating..."
                : "Update Link"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
