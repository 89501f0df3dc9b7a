// The privacy policy and terms of service (spec 2.11) as typed data. Contact
// details come from `site`, so changing a mailbox or the phone number there
// updates the legal pages too.
import { site } from './site';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** 'YYYY-MM-DD' */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** One-line postal address; empty parts (the postal code) are left out. */
const postalAddress = [
  site.address.street,
  site.address.locality,
  site.address.postalCode,
  site.address.region,
  site.address.country,
]
  .filter((part) => part.trim() !== '')
  .join(', ');

const contactBullets: string[] = [
  `Post: ${site.legalName}, ${postalAddress}`,
  `General enquiries: ${site.emailInfo}`,
  `Support: ${site.emailSupport}`,
  `Phone: ${site.phoneDisplay} (${site.hours})`,
];

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2025-05-04',
  intro: `This Privacy Policy explains what personal information ${site.legalName} collects through this website, why we collect it, how long we keep it and the choices you have. We have tried to keep it short and plain. If anything is unclear, please ask us.`,
  sections: [
    {
      heading: '1. Introduction',
      paragraphs: [
        `${site.legalName} ("${site.name}", "we", "us" or "our") is an AI and automation consultancy based in ${site.address.locality}, ${site.address.country}. We are the controller of the personal information described in this policy, which covers this website and the forms on it. Personal information we handle for a client under an engagement contract is governed by that contract.`,
        'We process personal information in line with the laws of Cameroon, in particular Law No. 2010/012 of 21 December 2010 on cybersecurity and cybercrime and Law No. 2024/017 of 23 December 2024 on the protection of personal data. If you visit from the European Union or the European Economic Area, the General Data Protection Regulation (GDPR) also applies, and this policy is written to meet its requirements.',
        'We collect only what we need to answer you, send you what you asked for and keep the website safe. We do not sell personal information, and we do not use it for advertising profiles.',
      ],
    },
    {
      heading: '2. Information We Collect',
      paragraphs: [
        'We collect two kinds of information: personal information that you choose to give us through the forms on this website, and usage information that our server records automatically when you visit.',
        'The site has no user accounts and no login, so the forms below are the only places where you enter personal details. The last item describes the usage information.',
      ],
      bullets: [
        'Contact form: your full name, email address and message, the service you are interested in, and, if you choose to give them, your phone number and company name.',
        'Newsletter sign-up: your email address.',
        'Job applications: your full name, email address, phone number and cover letter, your CV uploaded as a PDF file (up to 5 MB), the role you applied for and, if you choose to give them, your LinkedIn profile and portfolio links. Please do not put sensitive details, such as health information or identity document numbers, in your CV or cover letter.',
        'Usage information: when you load a page, our server records technical data in its logs: your IP address, the date and time, the page requested, the referring page and your browser type. We use no analytics or advertising trackers and the site sets no tracking cookies. It sets one essential cookie, named "ft": it holds only the time your browser first loaded one of our pages, signed by our server, so that our forms can tell people from spam robots (a form sent within seconds of loading is treated as spam). It carries no identifier and expires after 30 days. The only other thing the site stores in your browser is a local-storage flag named "newsletter_subscribed", set after you subscribe so that the newsletter pop-up does not appear again.',
      ],
    },
    {
      heading: '3. How We Use Your Information',
      paragraphs: [
        'We use your information only for the purposes below, and under GDPR on the legal basis given for each:',
        'We do not use the information you send us to train AI models, and we make no decisions about you by automated means alone. Every job application is read by a person.',
      ],
      bullets: [
        'To reply to your enquiry, prepare a proposal and schedule a discovery call (steps you ask for before a possible contract).',
        'To send you our newsletter (your consent, which you can withdraw at any time by replying "unsubscribe" to any issue or by writing to us).',
        'To assess your job application and contact you about it (steps you ask for before a possible employment contract).',
        'To keep the website and our systems secure, prevent spam and abuse of the forms, and fix errors (our legitimate interest in running a safe website).',
        'To meet our legal, accounting and tax obligations, and to establish or defend legal claims (legal obligation and legitimate interest).',
      ],
    },
    {
      heading: '4. How We Share Your Information',
      paragraphs: [
        'We share personal information only with those who need it to do the work described in this policy, and we never sell it. The people who may receive it are:',
        'When we use a service provider, we choose providers that offer appropriate security and we allow them to use your information only on our instructions.',
      ],
      bullets: [
        `Our own team: form submissions are delivered by email to our mailboxes (contact messages and newsletter sign-ups to ${site.emailSupport}) and are read only by the staff who handle them. Job applications are seen by the hiring team for the role.`,
        'Service providers who host our website and email on our behalf.',
        'Third-party services you choose to use: the map on our contact page is loaded from OpenStreetMap, and the chat button opens a conversation in a messaging app. These providers receive your IP address and browser data when you use them, under their own privacy policies.',
        'Authorities, courts or professional advisers, when the law requires it or to protect our rights, our staff or the public.',
        'A buyer or successor, if our business is reorganised, merged or sold, under the same protections as this policy.',
      ],
    },
    {
      heading: '5. Data Security',
      paragraphs: [
        'We protect your information with technical and organisational measures that fit the risk: encrypted connections (HTTPS) for the whole site, checks on every form on our server, uploads accepted only as genuine PDF files within the size limit, access limited to the staff who need it, and protected accounts for our mailboxes and servers. Messages waiting to be delivered (CVs included) are held in a queue on our server and removed from it once delivered; a message our mail server still cannot deliver after at least three days of attempts is set aside for our staff and deleted from the server 30 days later. Our server logs do not record the content of the forms you submit.',
        'No system is perfectly secure. If a breach ever puts your information at risk, we will inform you and the competent authority as the law requires.',
        'We keep personal information only as long as we need it for the purposes above:',
      ],
      bullets: [
        'Contact messages: up to 24 months after our last exchange. If your enquiry leads to an engagement, related records are kept for as long as accounting and tax rules require (up to ten years under OHADA accounting rules).',
        'Newsletter email addresses: until you unsubscribe.',
        'Job applications and CVs: 12 months after the role is filled, unless you ask us to delete them sooner or agree that we keep them for future roles. If you join us, your application becomes part of your staff file.',
        'Server logs: 30 days, unless needed longer to investigate a security incident.',
        'The "newsletter_subscribed" flag: in your own browser until you clear your site data; we cannot read or delete it remotely.',
        'The "ft" form cookie: 30 days in your browser.',
      ],
    },
    {
      heading: '6. Your Rights',
      paragraphs: [
        'Subject to the conditions set by the applicable law, you have the right to:',
        `To use any of these rights, write to ${site.emailInfo}. We may ask you to confirm your identity, and we will answer within one month. Using your rights is free of charge.`,
        'You may also complain to the data protection authority in Cameroon or, if you are in the EU, to the supervisory authority of the country where you live or work. We would appreciate the chance to address your concern first.',
      ],
      bullets: [
        'be told how we use your information and get a copy of it (access);',
        'have inaccurate or incomplete information corrected (rectification);',
        'have your information deleted when we no longer need it or have no lawful basis to keep it (erasure);',
        'ask us to limit or stop using your information, including objecting to processing based on our legitimate interests (restriction and objection);',
        'receive information you gave us in a common machine-readable format (portability);',
        'withdraw your consent at any time, for example to the newsletter, without affecting what was done before.',
      ],
    },
    {
      heading: "7. Children's Privacy",
      paragraphs: [
        'This website and our services are meant for adults aged 18 or older. We do not knowingly collect personal information from children under 16.',
        `If you believe that a child under 16 has sent us personal information, please contact us at ${site.emailInfo} and we will delete it promptly.`,
      ],
    },
    {
      heading: '8. International Data Transfers',
      paragraphs: [
        `We are based in ${site.address.country}, and your information is handled by our team there. The providers that host our website and email may store or process it in other countries, including countries outside Africa and outside the EU.`,
        'When your information leaves the country where it was collected, we make sure it stays protected: we follow the rules on cross-border transfers of Cameroonian law and, where GDPR applies, we rely on an adequacy decision of the European Commission or on safeguards such as the Commission\'s standard contractual clauses.',
        'You can ask us for more information about these transfers and the safeguards we use.',
      ],
    },
    {
      heading: '9. Changes to This Policy',
      paragraphs: [
        'We may update this policy when our website, our services or the law change. The date at the top of this page shows when it was last updated.',
        'If a change significantly affects how we use your information, we will say so clearly on this website and, where we have your email address for the purpose concerned, tell you by email before the change takes effect.',
      ],
    },
    {
      heading: '10. Contact Us',
      paragraphs: [
        'For any question about this policy or about your personal information, or to use your rights, contact us using the details below. Please put "Privacy" in the subject of your email so that it reaches the right person quickly.',
      ],
      bullets: contactBullets,
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2025-05-04',
  intro: `These Terms of Service govern your use of the ${site.name} website and set out the general terms on which ${site.legalName} provides its services. Please read them carefully. By using the website or engaging us, you accept them.`,
  sections: [
    {
      heading: '1. Agreement to Terms',
      paragraphs: [
        `These Terms are an agreement between you and ${site.legalName}, a company registered in ${site.address.country} with its office in ${site.address.locality}. By using this website or our services, you agree to be bound by them. If you do not agree, please do not use the website.`,
        'If you use the website or engage us on behalf of a company or other organisation, you confirm that you have authority to accept these Terms on its behalf.',
        'When we sign an engagement contract with you (for example a statement of work or a service agreement), that contract governs the services it covers. If it conflicts with these Terms, the engagement contract prevails.',
      ],
    },
    {
      heading: '2. Definitions',
      paragraphs: ['In these Terms:'],
      bullets: [
        `"We", "us" and "our" mean ${site.legalName}.`,
        '"You" and "your" mean the person or organisation using the website or our services.',
        '"Website" means this website and all its pages and forms.',
        '"Services" means the AI, automation, data, consulting, training and support services we provide, as described on the website and in any engagement contract.',
        '"Engagement contract" means a written agreement, proposal or statement of work signed by you and us for specific services.',
        '"Deliverables" means the software, models, reports, documents and other materials we produce for you under an engagement contract.',
      ],
    },
    {
      heading: '3. Eligibility',
      paragraphs: [
        'You must be 18 years of age or older to use this website, submit its forms or engage our services.',
        'By using the website, you confirm that you meet this requirement and that you are legally able to enter into a binding contract.',
      ],
    },
    {
      heading: '4. Accounts',
      paragraphs: [
        'This website has no user accounts, no login and no registration. Every page is public, and you can use the contact, newsletter and job application forms without creating an account.',
        'If we give you access to a client portal, project workspace or other system as part of an engagement, the terms of that access (including who may use it and how credentials must be protected) are set by your engagement contract.',
      ],
    },
    {
      heading: '5. Our Services',
      paragraphs: [
        'The website describes our services in general terms, including AI agents, chatbots, voice assistants, automation, custom AI solutions, consulting, data services, marketing and content, healthcare AI, training and support, and ethics and compliance.',
        'Descriptions, timelines, prices and results shown on the website are indicative, not offers or guarantees. The scope, deliverables, schedule and price of any work are fixed only in an engagement contract.',
        'We may change, add or withdraw services described on the website at any time. This does not affect work already agreed in a signed engagement contract.',
      ],
    },
    {
      heading: '6. Fees and Payment',
      paragraphs: [
        'Fees, payment schedules and currency are set out in your engagement contract or in the proposal you accept. Unless stated otherwise, invoices are payable within the period shown on them.',
        'Fees paid are non-refundable unless your engagement contract says otherwise.',
        'If a payment is late, we may pause work after giving you notice, and we may charge any late-payment interest or costs allowed by the engagement contract and the applicable law.',
        'Prices exclude taxes unless stated otherwise. You are responsible for any taxes that apply to the services, other than taxes on our income.',
      ],
    },
    {
      heading: '7. Intellectual Property',
      paragraphs: [
        `The website and its content, including text, graphics, logos, images and code, belong to ${site.legalName} or its licensors and are protected by intellectual property law. You may view and print pages for your own information, but you may not copy, republish or use them commercially without our written permission.`,
        'Ownership of deliverables and the licences granted to you are set by your engagement contract. Unless it says otherwise, we keep ownership of our pre-existing tools, methods, code libraries and know-how, and you receive a licence to use them as part of the deliverables.',
        'Your data, documents and materials remain yours. You give us the right to use them only as needed to provide the services you asked for.',
      ],
    },
    {
      heading: '8. Prohibited Conduct',
      paragraphs: ['When using the website, you agree not to:'],
      bullets: [
        'break any law or infringe the rights of others;',
        'send false, misleading, abusive or unlawful content through our forms, or impersonate another person;',
        'upload viruses or any file other than a genuine CV in PDF format through the job application form;',
        'try to gain unauthorised access to the website, our servers or our systems, or interfere with their operation;',
        'send spam or automated submissions, or scrape the website in a way that places an unreasonable load on it;',
        'use the website or its content to build a competing service or to mislead anyone about a connection with us.',
      ],
    },
    {
      heading: '9. Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, our total liability to you for all claims arising out of or relating to the website or the services is limited to the amount you paid us in the twelve (12) months before the event giving rise to the claim.',
        'We are not liable for indirect or consequential losses, such as loss of profit, revenue, business, goodwill or data, even if we were told they were possible.',
        'Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud, gross negligence or wilful misconduct.',
      ],
    },
    {
      heading: '10. Disclaimers',
      paragraphs: [
        'The website and its content are provided "as is" and "as available", for general information only. We do our best to keep them accurate and available, but we do not guarantee that they are complete, current or free from errors or interruptions.',
        'AI systems work with probabilities and can produce wrong or unexpected outputs. Figures on the website, such as accuracy rates, savings or returns on investment, describe past projects or typical outcomes and are not promises of results for you. You remain responsible for reviewing outputs and for the business decisions you make with them.',
        'Links to other websites and third-party services are provided for convenience. We do not control them and are not responsible for their content or practices.',
      ],
    },
    {
      heading: '11. Indemnification',
      paragraphs: [
        `You agree to indemnify and hold harmless ${site.legalName}, its managers, staff and partners from any claims, losses, damages and reasonable costs (including legal fees) arising from your breach of these Terms, your misuse of the website, or content or data you provide to us that infringes the rights of others or breaks the law.`,
        'We will tell you promptly of any such claim and give you reasonable help in defending it, at your cost.',
      ],
    },
    {
      heading: '12. Termination',
      paragraphs: [
        'We may suspend or block your access to the website at any time if you break these Terms or use the website in a way that could harm us or others.',
        'Engagement contracts may be ended as they provide. Unless the contract says otherwise, fees for work already done remain payable when an engagement ends.',
        'Sections that by their nature should continue after termination, including intellectual property, limitation of liability, disclaimers, indemnification and governing law, remain in force.',
      ],
    },
    {
      heading: '13. Governing Law and Dispute Resolution',
      paragraphs: [
        'These Terms and any dispute arising from them are governed by the laws of the Republic of Cameroon, including the Uniform Acts of OHADA (the Organisation for the Harmonisation of Business Law in Africa).',
        'Before starting any formal proceedings, we both agree to try in good faith to settle the dispute by negotiation for thirty (30) days after one of us notifies the other in writing.',
        `If the dispute is not settled, it will be finally resolved by arbitration under the OHADA Uniform Act on Arbitration, by a sole arbitrator, with the seat of arbitration in ${site.address.locality}, ${site.address.country}, in the English language. Either party may still ask a competent court for urgent interim measures.`,
      ],
    },
    {
      heading: '14. Changes to These Terms',
      paragraphs: [
        'We may update these Terms from time to time. The date at the top of this page shows when they were last updated, and the new version applies from the date it is published.',
        'Changes do not affect engagement contracts already signed, unless both parties agree in writing. If you continue to use the website after a change, you accept the updated Terms.',
      ],
    },
    {
      heading: '15. Contact Us',
      paragraphs: ['If you have any questions about these Terms, please contact us:'],
      bullets: contactBullets,
    },
  ],
};
