import { toast } from "~/components/ui/use-toast";

/** The toast of a verdict that could not be saved (the buttons and the details form). */
export const verdictFailed = () =>
  toast({
    title: "Error",
    description: "Your verdict could not be saved.",
    variant: "destructive",
  });
