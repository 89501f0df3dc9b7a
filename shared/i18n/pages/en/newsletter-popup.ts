// The home page's newsletter dialog's strings in English, a chunk of their
// own: the dialog loads them with itself, when it is about to show
// (client/components/newsletter-popup.tsx), so no page downloads them
// before. fr/newsletter-popup.ts has the same keys.
const newsletterPopup = {
  title: 'Stay ahead with practical AI',
  body: 'Get our monthly notes on AI agents, automation and data: real projects, no hype. Unsubscribe at any time.',
  emailLabel: 'Email address',
  close: 'Close newsletter sign-up',
};

export default newsletterPopup;
