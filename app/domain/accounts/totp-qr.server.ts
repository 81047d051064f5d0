import { renderSVG } from "uqr";

/** The otpauth:// link as a QR code (SVG drawn on the server, no script and no third party sees the secret). */
export function otpauthQrSvg(uri: string): string {
  if (!uri.startsWith("otpauth://")) return "";
  return renderSVG(uri, { ecc: "M", border: 1 });
}
