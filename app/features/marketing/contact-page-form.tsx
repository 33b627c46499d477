import { zodResolver } from "@hookform/resolvers/zod";
import { QueryClientProvider, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { inquiryEndpoints } from "#common/endpoints/inquiries.ts";
import { type ContactInquiryInput, contactInquirySchema } from "#common/inquiry.ts";
import { type ContactFormIslandProps, contactFormActions } from "#common/inquiry-form-outcome.ts";
import { Button } from "~/components/ui/button";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { contactPageContent } from "~/content/contact";
import { hiringNeedsOptions } from "~/content/hiring-needs";
import { inquiriesKey } from "~/features/inquiries/api";
import { island } from "~/islands/island";
import { ApiError } from "~/lib/api";
import { call } from "~/lib/endpoint-client";
import { queryClient } from "~/lib/query-client";
import { fieldClass, HiringNeedsOptions } from "./form-fields.tsx";
import { removeFormOutcome } from "./form-outcome.ts";

const copy = contactPageContent;
type FieldName = keyof ContactInquiryInput;

const emptyInquiry: ContactInquiryInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  // Unchosen until the visitor picks one; the schema then asks for it.
  hiringNeeds: "" as ContactInquiryInput["hiringNeeds"],
  message: "",
};

function errorText(error: Error): string {
  if (error instanceof ApiError) return `${error.status}: ${error.serverMessage}`;
  return error.message || copy.toasts.failure.fallbackDescription;
}

function ContactForm({ initial }: ContactFormIslandProps) {
  const client = useQueryClient();
  const form = useForm<ContactInquiryInput>({
    resolver: zodResolver(contactInquirySchema),
    // After a form post the server failed, what was sent (common/inquiry-form-outcome.ts).
    defaultValues: { ...emptyInquiry, ...initial } as ContactInquiryInput,
  });
  const formElement = useRef<HTMLFormElement>(null);
  // What the visitor typed or picked before React ran is in the fields but not in the
  // form's state, which would then call them empty ('Required'): take it over once.
  useEffect(() => {
    const fields = formElement.current?.elements;
    if (!fields) return;
    for (const name of Object.keys(emptyInquiry) as FieldName[]) {
      const field = fields.namedItem(name);
      if (
        (field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement) &&
        field.value !== ""
      ) {
        form.setValue(name, field.value as never, { shouldDirty: true });
      }
    }
  }, [form]);
  const send = useMutation({
    mutationFn: (data: ContactInquiryInput) => call(inquiryEndpoints.sendPage, { body: data }),
    onSuccess: () => {
      form.reset(emptyInquiry);
      toast(copy.toasts.success);
      client.invalidateQueries({ queryKey: inquiriesKey });
    },
    onError: (error: Error) => {
      toast({
        title: copy.toasts.failure.title,
        description: errorText(error),
        variant: "destructive",
      });
    },
  });

  const text = (
    name: Exclude<FieldName, "hiringNeeds" | "message">,
    type = "text",
    autoComplete?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{copy.form.labels[name]}</FormLabel>
          <FormControl>
            <Input
              {...field}
              type={type}
              required
              autoComplete={autoComplete}
              placeholder={copy.form.placeholders[name]}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        ref={formElement}
        method="post"
        action={contactFormActions.page}
        noValidate
        onSubmit={(event) => {
          removeFormOutcome();
          return form.handleSubmit((data) => send.mutate(data))(event);
        }}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {text("firstName", "text", "given-name")}
          {text("lastName", "text", "family-name")}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("email", "email", "email")}
          {text("company", "text", "organization")}
        </div>
        <FormField
          control={form.control}
          name="hiringNeeds"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{copy.form.labels.hiringNeeds}</FormLabel>
              <FormControl>
                <select {...field} required className={`${fieldClass} h-10`}>
                  <HiringNeedsOptions
                    options={hiringNeedsOptions}
                    placeholder={copy.form.placeholders.hiringNeeds}
                  />
                </select>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{copy.form.labels.message}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  rows={5}
                  required
                  placeholder={copy.form.placeholders.message}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {/* Never disabled before React runs: a click then is the browser's own form post. */}
        <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
          {send.isPending ? copy.form.sendingLabel : copy.form.submitLabel}
        </Button>
      </form>
    </Form>
  );
}

/**
 * The /contact form: every field required by the shared schema;
 * success clears it and refreshes the contacts list, failure keeps what was typed.
 */
function ContactPageFormRoot(props: ContactFormIslandProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ContactForm {...props} />
    </QueryClientProvider>
  );
}

export const ContactPageForm = island("contact-page-form", ContactPageFormRoot);
