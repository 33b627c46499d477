/**
 * A candidate's video introduction: the browser's own player, which loads only
 * the file's metadata until played and then seeks with byte ranges. Used on the talent
 * pool's profile, the customer's profile and the candidate form.
 */
import { Card, CardContent, CardHeader } from "~/components/plain/plain.tsx";

export function VideoPlayer({ src, name }: { src: string; name: string }) {
  const label = `Video introduction of ${name || "this candidate"}`;
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded introductions come without caption files; the summary carries the same facts in text.
    <video
      controls
      preload="metadata"
      playsInline
      src={src}
      title={label}
      aria-label={label}
      className="aspect-video w-full rounded-md bg-black"
    />
  );
}

export function VideoIntroductionCard({ src, name }: { src: string; name: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-none tracking-tight">Video Introduction</h2>
      </CardHeader>
      <CardContent>
        <VideoPlayer src={src} name={name} />
      </CardContent>
    </Card>
  );
}
