// Customer service (spec 1 §2): loaded with its route, not with every page.
export const serviceText = {
  serviceSlogan: 'Serve you 24 hours',
  telephone: 'Telephone',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  complaints: 'Complaints',
  callUs: 'Tap to call',
  writeUs: 'Tap to write to us',
  chatUs: 'Tap to chat',
  fileComplaint: 'File a complaint or follow one up',
} as const;
