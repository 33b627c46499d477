import { Share2 } from "lucide-react";
import { buttonVariants } from "~/components/plain/classes.ts";
import { toast } from "~/components/ui/use-toast";
import { island } from "~/islands/island";

interface SharedPost {
  id: string;
  title: string;
  excerpt: string;
}

/** Share: the system share sheet where there is one, else copy the address. */
async function sharePost(post: SharedPost) {
  const url = `${window.location.origin}/blog/${post.id}`;
  try {
    if (navigator.share) {
      await navigator.share({ title: post.title, text: post.excerpt, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: "Success", description: "Link copied to clipboard" });
  } catch (error) {
    if ((error as Error).name === "AbortError") return;
    toast({
      title: "Error",
      description: "Failed to copy link to clipboard",
      variant: "destructive",
    });
  }
}

function ShareButton({ label, ...post }: SharedPost & { label: string }) {
  return (
    <button
      type="button"
      onClick={() => sharePost(post)}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Share2 aria-hidden="true" />
      {label}
    </button>
  );
}

export const SharePostButton = island("share-post-button", ShareButton);
