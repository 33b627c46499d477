/**
 * The smallest files file-type recognises as video: an MP4 `ftyp` box and a WebM EBML
 * header (DocType "webm"), padded with zeros. They are not playable; the player only needs
 * a file of the right type to show its controls.
 */
const MP4_HEADER = "000000186674797069736f6d0000020069736f6d69736f32";
const WEBM_HEADER =
  "1a45dfa39f4286810142f7810142f2810442f381084282847765626d428781044285810218538067";

const padded = (hex: string, size: number) => {
  const header = Buffer.from(hex, "hex");
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]);
};

export const mp4 = (size = 4096): Buffer => padded(MP4_HEADER, size);
export const webm = (size = 4096): Buffer => padded(WEBM_HEADER, size);
