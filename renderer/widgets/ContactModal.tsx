/** The "Send us a message" window, opened by the `open-contact-modal` window event. */
export function ContactModal() {
  return null;
}
