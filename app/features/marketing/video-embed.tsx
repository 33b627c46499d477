import { Play } from "lucide-react";
import { useState } from "react";
import { island } from "~/islands/island";

/**
 * A video that costs nothing until played: a drawn poster with a play button, replaced by
 * the player (privacy-enhanced YouTube or any embeddable URL) on click.
 */
function Video({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const src = `${url}${url.includes("?") ? "&" : "?"}autoplay=1`;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-xl ring-1 ring-black/10">
      {playing ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-blue-900 via-slate-900 to-indigo-900 text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-blue-300"
        >
          <span className="grid h-20 w-20 place-items-center rounded-full bg-white/95 text-blue-800 shadow-lg transition-transform group-hover:scale-105">
            <Play className="ml-1 h-9 w-9 fill-current" aria-hidden="true" />
          </span>
          <span className="px-6 text-center text-lg font-semibold">
            <span className="sr-only">Play video: </span>
            {title}
          </span>
        </button>
      )}
    </div>
  );
}

export const VideoEmbed = island("video-embed", Video);
