// fontverter ships no types; the one call the icon font test makes.
declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, format: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Uint8Array>;
  };
  export default fontverter;
}
