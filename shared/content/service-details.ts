// The copy of every service group page and service page (spec 2.13),
// keyed by slug; figures are the marketing constants of spec 9.
import type { ServiceDetail, ServiceGroupDetail } from './schema';

export const groupDetails: Record<string, ServiceGroupDetail> = {
  "ai-agents": {
    "head": {
      "title": "AI Agents | Chariot AI Labs",
      "description": "AI agent development, chatbots, voice assistants, intelligent customer support and personalization engines from Chariot AI Labs in Buea.",
      "keywords": [
        "AI agents",
        "chatbots",
        "voice assistants",
        "customer support AI",
        "personalization"
      ]
    },
    "intro": "AI agents are software that can understand a request, decide what to do and act on it across your systems. We design and build agents for businesses across Africa and beyond: chatbots that answer customers on the web and in messaging apps, voice assistants for callers who prefer to speak, support systems that triage and resolve tickets, and personalization engines that tailor every visit. Each agent works within clear permissions, hands over to people when it should, and is built to perform on the devices and networks your customers actually use."
  },
  "automation": {
    "head": {
      "title": "Automation Services | Chariot AI Labs",
      "description": "Robotic process automation, end-to-end process automation and system integration that cut costs, errors and cycle times for growing businesses.",
      "keywords": [
        "automation",
        "RPA",
        "process automation",
        "system integration",
        "workflow"
      ]
    },
    "intro": "Many teams still copy figures between spreadsheets, re-key orders from e-mail into accounting software and chase approvals on paper. Our automation practice removes that work. We deploy software robots for repetitive, rules-based tasks, redesign and automate complete workflows from request to delivery, and connect the systems you rely on, from CRM and ERP to payment gateways and mobile money platforms. Every engagement starts with a measured view of your current processes, so you know what will change, what it costs and when it pays back."
  },
  "ai-solutions": {
    "head": {
      "title": "AI Solutions | Chariot AI Labs",
      "description": "AI consulting, machine learning and custom AI solutions: from readiness assessment and strategy to production models that deliver measurable value.",
      "keywords": [
        "AI solutions",
        "AI consulting",
        "machine learning",
        "custom AI",
        "AI strategy"
      ]
    },
    "intro": "Not every business problem fits an off-the-shelf tool. Our AI Solutions team helps you decide where AI is worth the investment and then builds it properly. We start with consulting to assess readiness and shape a realistic roadmap, develop machine learning models for forecasting, scoring and detection, and engineer custom AI systems when your needs are specific. Our engineers and data scientists work closely with your people, document everything they build and design for production from the first day, including the bandwidth, hardware and budget limits you operate within."
  },
  "data-services": {
    "head": {
      "title": "Data Services | Chariot AI Labs",
      "description": "Data science and data analysis services: clean pipelines, clear dashboards, forecasts and insights that help your team make better decisions.",
      "keywords": [
        "data services",
        "data science",
        "data analysis",
        "dashboards",
        "business intelligence"
      ]
    },
    "intro": "Good AI starts with good data, and good decisions start with a clear view of what is happening. Our data services bring together the information spread across your spreadsheets, sales systems, mobile money statements and field reports. We clean and structure it, build dashboards that load quickly even on slow connections, and apply data science to forecast demand, understand customers and find where money is being lost. The result is a dependable data foundation your team trusts and uses every day, and that future AI projects can build on."
  },
  "marketing": {
    "head": {
      "title": "AI Marketing & Content | Chariot AI Labs",
      "description": "AI marketing and AI content creation: smarter segmentation, optimized campaigns and on-brand bilingual content produced faster.",
      "keywords": [
        "AI marketing",
        "content creation",
        "marketing automation",
        "segmentation",
        "bilingual content"
      ]
    },
    "intro": "Marketing budgets in growing businesses have to work hard. We use AI to help them go further: segmenting customers by real behaviour, predicting who is ready to buy, optimizing spend across search, social and messaging channels, and producing on-brand content in English and French at a pace a small team could not manage alone. Human marketers and editors stay in charge of strategy, tone and final approval. We measure everything against agreed targets, so you can see exactly what each campaign and each piece of content returns."
  },
  "healthcare": {
    "head": {
      "title": "Healthcare AI | Chariot AI Labs",
      "description": "AI in healthcare from Chariot AI Labs: patient triage, clinical decision support and operational efficiency, built with privacy and safety first.",
      "keywords": [
        "healthcare AI",
        "clinical decision support",
        "patient triage",
        "health data",
        "medical AI"
      ]
    },
    "intro": "Health facilities face rising patient numbers with limited staff, equipment and connectivity. Our healthcare AI work focuses on practical gains: smarter appointment and patient flow management, triage support, decision-support tools that help clinicians review images and records, and forecasting for medicines and supplies. Clinicians always make the final call. We design every system with patient privacy, consent and clinical safety at its core, validate it with your medical teams before it goes live, and make sure it works in facilities where the network is not always reliable."
  },
  "training": {
    "head": {
      "title": "AI Training & Support | Chariot AI Labs",
      "description": "AI training and workshops for leaders and technical teams, plus ongoing support and maintenance with clear response times for your AI systems.",
      "keywords": [
        "AI training",
        "AI workshops",
        "AI support",
        "maintenance",
        "upskilling"
      ]
    },
    "intro": "Technology only creates value when people can use it and it keeps working. Our training programs give executives, managers and technical staff the practical skills to adopt AI confidently, with workshops delivered on site or online, in English or French. Our support and maintenance service then looks after the systems we build, and those built by others, with monitoring, updates, model retraining and clear response times. Together they make sure your AI investment keeps paying off long after launch day."
  },
  "ethics": {
    "head": {
      "title": "AI Ethics & Compliance | Chariot AI Labs",
      "description": "AI ethics and compliance services and ethical AI consulting: bias assessment, governance frameworks and readiness for GDPR and the EU AI Act.",
      "keywords": [
        "AI ethics",
        "AI compliance",
        "responsible AI",
        "AI governance",
        "EU AI Act"
      ]
    },
    "intro": "As AI takes on more decisions, customers, regulators and partners want to know it is fair, transparent and safe. Our ethics and compliance team helps you meet that expectation. We assess AI systems for bias, privacy and accountability risks, build governance frameworks that fit your size, and prepare you for data protection laws and AI regulations in the markets you serve, including GDPR and the EU AI Act. Our aim is responsible AI that protects people and your reputation, without slowing down the innovation your business depends on."
  }
};

export const serviceDetails: Record<string, ServiceDetail> = {
  "ai-agent-development": {
    "tagline": "Autonomous AI agents that plan, act and hand over to your team, built around the tools you already use.",
    "head": {
      "title": "AI Agent Development | Chariot AI Labs",
      "description": "Custom AI agents that automate multi-step work across your systems, with guardrails, human checkpoints and delivery in 8-12 weeks.",
      "keywords": [
        "AI agent development",
        "autonomous agents",
        "LLM agents",
        "business automation",
        "AI assistants"
      ]
    },
    "intro": "AI agents go beyond answering questions: they read context, decide on the next step and act across your systems, from drafting a quote in your CRM to matching a mobile money payment against an invoice or escalating a case to the right person. Our engineers design agents with clear goals, limited permissions and human checkpoints, so they do useful work without surprises. We build on proven language models and orchestration frameworks, connect them to your data through secure APIs, and test them against real scenarios from your business before launch. A typical agent project runs 8-12 weeks from discovery to production, and every agent ships with monitoring, logs and a plan for continuous improvement.",
    "steps": [
      {
        "title": "Discovery & Use-Case Mapping",
        "description": "We map the workflows, decisions and systems the agent will touch. Together we agree measurable goals and the limits of its authority."
      },
      {
        "title": "Agent Design",
        "description": "We define the tools, memory, guardrails and escalation rules of the agent, and choose models that fit your accuracy, cost and speed needs."
      },
      {
        "title": "Build & Test",
        "description": "Our team builds the agent in short iterations and tests it against real cases from your business, including edge cases and failure modes."
      },
      {
        "title": "Deploy & Improve",
        "description": "We launch in stages with full logging and dashboards. We then tune prompts, tools and policies based on how the agent performs in production."
      }
    ],
    "impacts": [
      {
        "title": "Operational Efficiency",
        "bullets": [
          "Routine multi-step tasks handled around the clock",
          "Staff freed for work that needs human judgement",
          "Consistent application of your business rules",
          "Faster turnaround on quotes, orders and requests"
        ]
      },
      {
        "title": "Controlled Autonomy",
        "bullets": [
          "Least-privilege access to every tool the agent uses",
          "Human approval for payments, refunds and other sensitive actions",
          "A complete audit trail of decisions and actions"
        ]
      },
      {
        "title": "Scalable Growth",
        "bullets": [
          "Handle seasonal peaks without emergency hiring",
          "Serve customers in English and French",
          "Reuse agent components across departments"
        ]
      }
    ],
    "faq": [
      {
        "question": "How long does it take to develop an AI agent?",
        "answer": "Most agent projects take 8-12 weeks from discovery to production. A focused agent with one or two integrations sits at the shorter end, while agents that coordinate several systems need more time for testing. We confirm a detailed timeline at the end of discovery."
      },
      {
        "question": "What is the difference between an AI agent and a chatbot?",
        "answer": "A chatbot mainly holds conversations and answers questions. An AI agent can also take actions, such as updating records, calling APIs or starting workflows, and can work through multi-step tasks toward a goal. Many clients start with a chatbot and later extend it into an agent."
      },
      {
        "question": "How do you keep AI agents safe and under control?",
        "answer": "Every agent gets only the permissions it needs, explicit guardrails and clear escalation rules. Sensitive actions such as refunds or payments can require human approval. All decisions are logged so your team can review and audit what the agent did."
      },
      {
        "question": "What does an AI agent project cost?",
        "answer": "Our projects range from $100 to $2000 or more, depending on scope, integrations and support needs. The initial consultation starts at $100 and gives you a clear estimate before you commit to a build."
      }
    ]
  },
  "chatbot-solutions": {
    "tagline": "Conversational assistants for your website, messaging apps and mobile channels that answer, qualify and resolve in English and French.",
    "head": {
      "title": "Chatbot Solutions | Chariot AI Labs",
      "description": "Bilingual AI chatbots for websites and messaging apps that answer customers instantly. Basic bots live in 2-4 weeks, complex bots in 6-8 weeks.",
      "keywords": [
        "chatbot development",
        "AI chatbots",
        "messaging app chatbot",
        "bilingual chatbot",
        "conversational AI"
      ]
    },
    "intro": "Your customers expect quick answers on the channels they already use, whether that is your website, a messaging app or a lightweight mobile page on a slow connection. We design and build chatbots that understand natural questions, draw answers from your own knowledge base and hand over to a human agent with the full conversation when needed. Our bots hold bilingual English and French conversations, handle order tracking, bookings and payment status checks, and are built to load fast on low-bandwidth networks. A basic chatbot goes live in 2-4 weeks, while complex bots with several integrations and custom workflows take 6-8 weeks. After launch we review real conversations and keep improving the answers.",
    "steps": [
      {
        "title": "Conversation Design",
        "description": "We study your most common customer questions and design conversation flows, tone of voice and hand-over points in both English and French."
      },
      {
        "title": "Knowledge & Integration",
        "description": "We connect the chatbot to your FAQs, product catalogue and business systems so it can give accurate, personalised answers."
      },
      {
        "title": "Training & Testing",
        "description": "We test the bot with real questions, slang and misspellings, and refine its answers until it handles your key scenarios reliably."
      },
      {
        "title": "Launch & Optimization",
        "description": "We deploy on your chosen channels and monitor every conversation. Monthly reviews turn unanswered questions into new content and flows."
      }
    ],
    "impacts": [
      {
        "title": "Instant Customer Responses",
        "bullets": [
          "Answers at any hour, including weekends and holidays",
          "No queues for common questions",
          "Consistent, accurate information on every channel"
        ]
      },
      {
        "title": "Lower Support Costs",
        "bullets": [
          "Routine questions resolved without an agent",
          "Human agents focused on complex cases",
          "Smooth hand-over with full conversation history",
          "Growth in volume without matching growth in headcount"
        ]
      },
      {
        "title": "Better Customer Insight",
        "bullets": [
          "Clear reports on what customers ask most",
          "Early signals of product or service issues",
          "Qualified leads passed straight to your sales team"
        ]
      }
    ],
    "faq": [
      {
        "question": "How long does it take to build a chatbot?",
        "answer": "A basic chatbot that answers common questions is usually live in 2-4 weeks. Complex chatbots with several system integrations, transactions or custom workflows take 6-8 weeks. We agree the scope and timeline with you before development starts."
      },
      {
        "question": "Which channels can the chatbot work on?",
        "answer": "We deploy chatbots on websites, popular messaging apps, social media inboxes and mobile apps. One chatbot can serve several channels from the same knowledge base, so answers stay consistent everywhere."
      },
      {
        "question": "Can the chatbot speak both English and French?",
        "answer": "Yes. Our chatbots detect the language of each customer and reply in English or French, and they can switch mid-conversation. Other languages can be added depending on your market."
      },
      {
        "question": "What happens when the chatbot cannot answer a question?",
        "answer": "The chatbot hands the conversation over to a human agent, along with the full history, so the customer does not have to repeat anything. Outside working hours it can collect contact details and create a ticket for follow-up."
      }
    ]
  },
  "voice-assistants": {
    "tagline": "Voice interfaces that let customers and staff get things done by speaking, on the phone, in apps and on devices.",
    "head": {
      "title": "Voice Assistants | Chariot AI Labs",
      "description": "Custom voice assistants for phone lines, apps and devices, with voice recognition accuracy over 95% and support for English and French speakers.",
      "keywords": [
        "voice assistants",
        "speech recognition",
        "voice AI",
        "IVR replacement",
        "voice bots"
      ]
    },
    "intro": "For many customers, speaking is faster and easier than typing, especially on a basic phone, on the move or for people more comfortable with spoken than written language. We build voice assistants that answer calls, take bookings, check balances and order status, and guide field staff through procedures hands-free. Our assistants combine speech recognition, language understanding and natural text-to-speech, and are tuned to the accents and vocabulary of your customers in English and French. With proper tuning they reach voice recognition accuracy over 95%, and they work over ordinary phone lines as well as in mobile apps, so even customers with low bandwidth or no smartphone can use them.",
    "steps": [
      {
        "title": "Voice Experience Design",
        "description": "We identify the tasks callers and users want to complete and script natural spoken dialogues, including confirmations and error recovery."
      },
      {
        "title": "Speech Model Tuning",
        "description": "We select speech recognition and voice models, then tune them with your vocabulary, product names and the accents of your customers."
      },
      {
        "title": "Integration & Build",
        "description": "We connect the assistant to your telephony, CRM and back-office systems so it can look up information and complete transactions."
      },
      {
        "title": "Testing & Launch",
        "description": "We test with real speakers in realistic conditions, including background noise, before a staged launch with continuous monitoring."
      }
    ],
    "impacts": [
      {
        "title": "Accessible Service",
        "bullets": [
          "Customers served on any phone, not just smartphones",
          "Easier access for people who prefer speaking to typing",
          "Service in English and French from one assistant"
        ]
      },
      {
        "title": "Efficient Call Handling",
        "bullets": [
          "Routine calls resolved without waiting for an agent",
          "Callers routed to the right team the first time",
          "Fewer abandoned calls at peak times"
        ]
      },
      {
        "title": "Hands-Free Productivity",
        "bullets": [
          "Field and warehouse staff log information by voice",
          "Step-by-step spoken guidance for procedures",
          "Voice notes turned into structured records"
        ]
      }
    ],
    "faq": [
      {
        "question": "How accurate is the speech recognition?",
        "answer": "After tuning with your vocabulary and real recordings, our voice assistants reach voice recognition accuracy over 95%. Accuracy depends on audio quality and the range of accents, so we measure it during testing and keep improving it after launch."
      },
      {
        "question": "Can the assistant understand local accents and both official languages?",
        "answer": "Yes. We tune speech models with samples from your actual customers so they cope with regional accents, and the assistant can work in English and French. Other languages can be assessed case by case."
      },
      {
        "question": "Do voice assistants work over ordinary phone lines?",
        "answer": "Yes. We connect voice assistants to standard phone numbers through telephony providers, so customers can call from any handset. The same assistant can also be embedded in mobile apps or smart devices."
      },
      {
        "question": "How do you handle call recordings and privacy?",
        "answer": "Callers are told when they are speaking to an AI assistant and when calls are recorded. Recordings and transcripts are encrypted, kept only as long as you need them and never used to train third-party models without your consent."
      }
    ]
  },
  "intelligent-customer-support": {
    "tagline": "AI-assisted support that triages, answers and routes every request so your agents can focus on the customers who need them.",
    "head": {
      "title": "Intelligent Customer Support | Chariot AI Labs",
      "description": "AI-powered customer support: automatic triage, suggested replies, smart routing and self-service that work with your existing helpdesk.",
      "keywords": [
        "AI customer support",
        "ticket triage",
        "helpdesk automation",
        "customer service AI",
        "support analytics"
      ]
    },
    "intro": "Support teams lose hours sorting tickets, searching for answers and repeating the same replies across e-mail, chat, messaging apps and phone. Our intelligent customer support solutions put AI to work alongside your agents. Incoming requests are classified, prioritised and routed automatically; simple questions are answered through self-service; and agents get suggested replies, relevant knowledge articles and a summary of the customer history in one view. Sentiment detection flags frustrated customers before they leave. We integrate with the helpdesk and CRM you already use, support English and French, and track the metrics that matter: first response time, resolution time and customer satisfaction.",
    "steps": [
      {
        "title": "Support Audit",
        "description": "We analyse your ticket history, channels and workflows to find where time is lost and which requests can be automated."
      },
      {
        "title": "Solution Design",
        "description": "We design triage rules, routing logic, self-service content and agent-assist features around your team and your service targets."
      },
      {
        "title": "Implementation",
        "description": "We integrate the AI components with your helpdesk, CRM and channels, and train your agents to work with them confidently."
      },
      {
        "title": "Continuous Improvement",
        "description": "We monitor accuracy and customer satisfaction, retrain models on new tickets and refine the knowledge base every month."
      }
    ],
    "impacts": [
      {
        "title": "Faster Resolution",
        "bullets": [
          "Tickets routed to the right agent automatically",
          "Suggested replies and knowledge articles ready for every agent",
          "Shorter first response and resolution times"
        ]
      },
      {
        "title": "Happier Customers",
        "bullets": [
          "Instant self-service for common questions",
          "Consistent answers on every channel",
          "Frustrated customers flagged and prioritised",
          "Support in English and French"
        ]
      },
      {
        "title": "Stronger Support Teams",
        "bullets": [
          "Less repetitive work and lower burnout",
          "Faster onboarding for new agents",
          "Clear analytics on volumes, topics and trends"
        ]
      }
    ],
    "faq": [
      {
        "question": "Will AI replace our support staff?",
        "answer": "No. AI takes on repetitive sorting and simple questions so your agents can spend their time on complex, sensitive and high-value conversations. Most clients use the time saved to improve service quality rather than reduce headcount."
      },
      {
        "question": "Does it work with our existing helpdesk?",
        "answer": "Yes. We integrate with the common helpdesk, CRM and messaging platforms through their APIs. If you do not yet have a helpdesk, we can recommend and set up one that fits your size and budget."
      },
      {
        "question": "How long does implementation take?",
        "answer": "Simple implementations, such as automatic triage and suggested replies on one channel, typically take 4-6 weeks. Enterprise rollouts across several channels and systems take 3-6 months. We phase the work so you see benefits early."
      },
      {
        "question": "How do you measure success?",
        "answer": "We agree baseline metrics with you before launch, usually first response time, resolution time, self-service rate and customer satisfaction. We then report against them regularly so you can see the return on your investment, which our clients typically see within 6-12 months."
      }
    ]
  },
  "personalization-engines": {
    "tagline": "Recommendation and personalization systems that show each customer the right product, content or offer at the right moment.",
    "head": {
      "title": "Personalization Engines | Chariot AI Labs",
      "description": "AI personalization and recommendation engines for e-commerce, media and apps. Basic setups in 4-6 weeks, complex engines in 8-12 weeks.",
      "keywords": [
        "personalization engine",
        "recommendation system",
        "product recommendations",
        "customer segmentation",
        "e-commerce AI"
      ]
    },
    "intro": "Customers respond when what they see feels relevant to them. Our personalization engines learn from browsing, purchase and engagement data to recommend products, articles, offers and next steps for each visitor, on your website, in your app, in e-mails and in messaging campaigns. We handle the hard parts: new visitors with no history, small catalogues and large ones, bilingual content and pages that must stay light on slow mobile connections. Every engine is tested against your current experience with controlled A/B experiments, so you see its effect on engagement and revenue before rolling it out fully. A basic setup takes 4-6 weeks; complex engines with real-time signals and several channels take 8-12 weeks.",
    "steps": [
      {
        "title": "Data Assessment",
        "description": "We review your customer, product and behaviour data to see what signals are available and what gaps need filling."
      },
      {
        "title": "Model Design",
        "description": "We choose and configure recommendation approaches suited to your catalogue size, traffic and business rules, including margin and stock."
      },
      {
        "title": "Integration & Testing",
        "description": "We integrate recommendations into your site, app or campaigns and run A/B tests against your current experience."
      },
      {
        "title": "Optimization",
        "description": "We track engagement and revenue, retrain models as behaviour changes and adjust rules for seasons, promotions and new products."
      }
    ],
    "impacts": [
      {
        "title": "Higher Engagement",
        "bullets": [
          "More relevant products and content for every visitor",
          "Longer sessions and more pages viewed",
          "Personalised e-mails and messages that get opened"
        ]
      },
      {
        "title": "Increased Revenue",
        "bullets": [
          "Better cross-selling and up-selling",
          "Larger average order values",
          "Promotions targeted to customers most likely to respond"
        ]
      },
      {
        "title": "Customer Loyalty",
        "bullets": [
          "Experiences that improve with every visit",
          "Timely reminders and replenishment offers",
          "Content in the language each customer prefers"
        ]
      }
    ],
    "faq": [
      {
        "question": "How long does it take to implement a personalization engine?",
        "answer": "A basic personalization setup, such as product recommendations on key pages, takes 4-6 weeks. Complex engines with real-time behaviour signals, several channels and custom business rules take 8-12 weeks."
      },
      {
        "question": "How much data do we need?",
        "answer": "Less than most people expect. We can start with product information and a few months of transaction or browsing history. Recommendations improve as more interactions are collected."
      },
      {
        "question": "What about new visitors with no history?",
        "answer": "We handle this cold-start problem with popularity, context and content-based recommendations, using signals such as location, device, language and the page being viewed. As soon as a visitor interacts, recommendations become more personal."
      },
      {
        "question": "How do you protect customer privacy?",
        "answer": "We use only the data you are entitled to use, respect consent choices and apply data minimisation and pseudonymisation. Personalization data stays in your environment or in infrastructure you control."
      }
    ]
  },
  "rpa": {
    "tagline": "Software robots that take over repetitive, rules-based work across your applications, accurately and around the clock.",
    "head": {
      "title": "Robotic Process Automation | Chariot AI Labs",
      "description": "RPA that cuts processing costs by 25-50% and task time by 40-70%. Delivered in 4-12 weeks with ROI typically in 6-9 months.",
      "keywords": [
        "robotic process automation",
        "RPA",
        "software robots",
        "back-office automation",
        "invoice processing"
      ]
    },
    "intro": "Robotic Process Automation uses software robots to do the repetitive work people do on computers: copying data between systems, processing invoices, reconciling bank and mobile money statements, generating reports and updating records. Robots work through the same screens and applications your staff use, so there is no need to replace existing systems. We identify the processes with the best return, build and test robots, and set up monitoring so exceptions go straight to the right person. RPA projects take 4-12 weeks depending on the number and complexity of processes. Our clients typically cut processing costs by 25-50% and task time by 40-70%, with return on investment in 6-9 months.",
    "steps": [
      {
        "title": "Process Discovery",
        "description": "We observe and document candidate processes, measure volumes and handling times, and rank them by effort and expected return."
      },
      {
        "title": "Automation Design",
        "description": "We define each robot step by step, including business rules, exception handling and the controls your auditors will expect."
      },
      {
        "title": "Bot Development",
        "description": "We build and test robots in a safe environment using real sample data, then run them alongside your team before switching over."
      },
      {
        "title": "Deployment & Monitoring",
        "description": "We move robots into production with dashboards, alerts and run logs, and maintain them as your applications change."
      }
    ],
    "impacts": [
      {
        "title": "Cost Reduction",
        "bullets": [
          "Processing costs cut by 25-50%",
          "Return on investment typically in 6-9 months",
          "Less overtime at month-end and peak periods"
        ]
      },
      {
        "title": "Speed & Accuracy",
        "bullets": [
          "Task time cut by 40-70%",
          "No typing errors or skipped steps",
          "Work processed around the clock, including weekends"
        ]
      },
      {
        "title": "Scalability & Control",
        "bullets": [
          "Add robot capacity for peaks without new hires",
          "Full audit log of every action",
          "Staff moved from data entry to higher-value work"
        ]
      }
    ],
    "faq": [
      {
        "question": "Which processes are good candidates for RPA?",
        "answer": "The best candidates are high-volume, rules-based tasks with structured digital inputs, such as invoice entry, statement reconciliation, order processing and report preparation. During discovery we score each process so you automate the most valuable ones first."
      },
      {
        "question": "How long does an RPA project take?",
        "answer": "RPA projects take 4-12 weeks. A single, well-defined process can be automated at the shorter end, while programs covering several processes and applications take longer."
      },
      {
        "question": "When will we see a return on investment?",
        "answer": "Most clients reach return on investment in 6-9 months. Savings come from processing costs cut by 25-50% and task time cut by 40-70%, along with fewer errors and rework."
      },
      {
        "question": "Do we need to replace our existing systems?",
        "answer": "No. Robots work with your current applications through their user interfaces or APIs, including older desktop software. That is one of the main advantages of RPA over large system replacement projects."
      }
    ]
  },
  "process-automation": {
    "tagline": "End-to-end redesign and automation of business workflows, from the first request to the final approval and delivery.",
    "head": {
      "title": "Process Automation | Chariot AI Labs",
      "description": "End-to-end business process automation that cuts cycle times by 50-80%. Workflow redesign, AI document processing and approvals in 2-6 months.",
      "keywords": [
        "process automation",
        "workflow automation",
        "business process management",
        "document processing",
        "digital approvals"
      ]
    },
    "intro": "Where RPA automates individual tasks, process automation transforms the whole workflow. We look at how work really moves through your organisation, from a customer request or supplier invoice to approval, fulfilment and payment, and redesign it so that each step happens automatically or with a single click. Our solutions combine workflow engines, AI document processing that reads forms and receipts, integrations with your core systems and mobile approvals for managers on the move. Process automation programs typically take 2-6 months and cut cycle times by 50-80%. We work closely with the people who run each process, so the new way of working is adopted, not just installed.",
    "steps": [
      {
        "title": "Process Mapping",
        "description": "We map the current workflow with the people who run it, measuring delays, hand-offs, rework and bottlenecks."
      },
      {
        "title": "Workflow Redesign",
        "description": "We design a simpler target process, removing unnecessary steps and deciding which tasks are automated, assisted or kept manual."
      },
      {
        "title": "Automation Build",
        "description": "We implement the workflow with forms, rules, AI document processing and system integrations, then test it end to end."
      },
      {
        "title": "Rollout & Optimization",
        "description": "We train users, launch in phases and use process analytics to remove the remaining bottlenecks."
      }
    ],
    "impacts": [
      {
        "title": "Shorter Cycle Times",
        "bullets": [
          "Cycle times cut by 50-80%",
          "Approvals from any phone, anywhere",
          "Automatic reminders and escalations for stuck items"
        ]
      },
      {
        "title": "Fewer Errors",
        "bullets": [
          "Data captured once and reused everywhere",
          "Built-in validation and business rules",
          "Consistent process for every case and every branch"
        ]
      },
      {
        "title": "Full Visibility",
        "bullets": [
          "Real-time status of every request",
          "Dashboards on volumes, delays and workloads",
          "Complete audit trail for compliance"
        ]
      }
    ],
    "faq": [
      {
        "question": "How is process automation different from RPA?",
        "answer": "RPA automates individual tasks inside an existing process, usually by mimicking what a person does on screen. Process automation redesigns the entire workflow and may combine workflow software, integrations, AI and RPA. Many programs use both."
      },
      {
        "question": "How long does a process automation program take?",
        "answer": "Programs typically take 2-6 months, depending on the number of processes, teams and systems involved. We deliver in phases so the first automated workflow is in use well before the program ends."
      },
      {
        "question": "What results can we expect?",
        "answer": "Our clients typically cut cycle times by 50-80%, with fewer errors and far better visibility of work in progress. We agree baseline measures before we start so the improvement is measured, not estimated."
      },
      {
        "question": "How do you help our staff adapt to the new process?",
        "answer": "We involve process owners and users from the mapping stage onwards, so the design reflects how they really work. Before launch we provide hands-on training and simple guides in English or French, and we support teams closely during the first weeks."
      }
    ]
  },
  "system-integration": {
    "tagline": "Connect your CRM, ERP, payment and AI systems so data flows reliably between them without manual re-entry.",
    "head": {
      "title": "System Integration | Chariot AI Labs",
      "description": "System integration for CRM, ERP, e-commerce, mobile money and AI services. Simple integrations in 2-4 weeks, processes 40-60% faster.",
      "keywords": [
        "system integration",
        "API integration",
        "ERP integration",
        "mobile money integration",
        "middleware"
      ]
    },
    "intro": "Growing businesses often run on a patchwork of tools: an accounting package, an online shop, a CRM, spreadsheets and one or more mobile money and payment providers. When these systems do not talk to each other, staff re-key data, numbers disagree and customers wait. We design and build integrations that keep your systems in sync through APIs, webhooks and, where needed, middleware or file-based connectors for older software. We also connect AI services to your core systems so models and agents can use live data safely. Simple integrations take 2-4 weeks and complex multi-system programs take 2-6 months. Connected processes typically run 40-60% faster.",
    "steps": [
      {
        "title": "Systems Audit",
        "description": "We inventory your applications, data flows and interfaces, and identify where manual transfers and inconsistencies occur."
      },
      {
        "title": "Integration Architecture",
        "description": "We design a robust integration approach, choosing between direct APIs, event-driven messaging or middleware to suit your scale."
      },
      {
        "title": "Development & Testing",
        "description": "We build connectors with error handling, retries and logging, and test them with realistic data volumes and failure scenarios."
      },
      {
        "title": "Deployment & Support",
        "description": "We go live with monitoring and alerts, document every interface and keep integrations working as vendors update their APIs."
      }
    ],
    "impacts": [
      {
        "title": "Connected Operations",
        "bullets": [
          "One version of customer, order and payment data",
          "No more double entry between systems",
          "Automatic reconciliation of mobile money and bank payments"
        ]
      },
      {
        "title": "Faster Processes",
        "bullets": [
          "Processes typically 40-60% faster",
          "Real-time updates instead of end-of-day batches",
          "Fewer delays caused by missing information"
        ]
      },
      {
        "title": "Future-Ready Architecture",
        "bullets": [
          "Add or replace applications without starting over",
          "A secure foundation for AI and analytics",
          "Documented interfaces your team can maintain"
        ]
      }
    ],
    "faq": [
      {
        "question": "Which systems can you integrate?",
        "answer": "We integrate CRM and ERP platforms, accounting software, e-commerce sites, helpdesks, payment gateways, mobile money providers, messaging platforms and AI services. If a system has an API, export or database we can usually connect to it."
      },
      {
        "question": "How long does an integration project take?",
        "answer": "Simple integrations between two systems take 2-4 weeks. Complex programs involving several systems, data migration or custom middleware take 2-6 months."
      },
      {
        "question": "What if our older software has no API?",
        "answer": "We can connect legacy systems through database access, scheduled file exchanges or RPA robots that work through the user interface. We choose the most reliable option and plan a path to modern interfaces where it makes sense."
      },
      {
        "question": "How do you keep data secure between systems?",
        "answer": "All integrations use encrypted connections, secure credential storage and least-privilege access. We log every transfer for auditing and design connectors to fail safely, without losing or duplicating data."
      }
    ]
  },
  "ai-consulting": {
    "tagline": "Independent advice to find where AI creates real value in your business and a practical roadmap to get there.",
    "head": {
      "title": "AI Consulting | Chariot AI Labs",
      "description": "AI consulting from readiness assessment in 2-4 weeks to a complete AI strategy in 6-12 weeks. Initial consultations start at $100.",
      "keywords": [
        "AI consulting",
        "AI strategy",
        "AI readiness assessment",
        "AI roadmap",
        "digital transformation"
      ]
    },
    "intro": "Many leaders know AI matters but are unsure where to start, what it will cost or which claims to believe. Our consultants give you a clear, independent view. We assess your data, systems, skills and processes, identify the use cases with the strongest business case and the lowest risk, and turn them into a phased roadmap with budgets, timelines and success measures. We are candid when a simpler solution will do the job. A readiness assessment takes 2-4 weeks, and a full AI strategy takes 6-12 weeks. Initial consultations start at $100, and because we also build and run AI systems, our advice is grounded in what works in practice.",
    "steps": [
      {
        "title": "AI Readiness Assessment",
        "description": "We review your data, technology, skills and processes to establish how ready your organisation is for AI and what must change."
      },
      {
        "title": "Opportunity Identification",
        "description": "Through workshops with your teams we identify and score AI use cases by value, feasibility, cost and risk."
      },
      {
        "title": "Strategy & Roadmap",
        "description": "We turn the best opportunities into a phased roadmap with budgets, timelines, governance and measurable targets."
      },
      {
        "title": "Implementation Support",
        "description": "We help you select vendors, launch pilots and build internal capability, or deliver the projects ourselves if you prefer."
      }
    ],
    "impacts": [
      {
        "title": "Clear Direction",
        "bullets": [
          "Priorities agreed across leadership",
          "A realistic roadmap with costs and timelines",
          "Defined measures of success for each initiative"
        ]
      },
      {
        "title": "Reduced Risk",
        "bullets": [
          "Investment focused on proven, feasible use cases",
          "Early identification of data and skills gaps",
          "Ethical and regulatory issues addressed from the start"
        ]
      },
      {
        "title": "Faster Results",
        "bullets": [
          "Quick wins identified for the first months",
          "Pilots designed to prove value before scaling",
          "Fewer costly false starts"
        ]
      }
    ],
    "faq": [
      {
        "question": "What does an AI readiness assessment involve?",
        "answer": "Over 2-4 weeks we interview stakeholders, review your data sources and systems, and assess skills and processes. You receive a report with your readiness level, the main gaps and a shortlist of promising use cases."
      },
      {
        "question": "How long does it take to develop an AI strategy?",
        "answer": "A complete AI strategy takes 6-12 weeks, depending on the size of your organisation and the number of business units involved. It includes prioritised use cases, a phased roadmap, budget estimates and a governance model."
      },
      {
        "question": "Do we need in-house data scientists to benefit?",
        "answer": "No. Many of our clients start without a data team. Part of our work is advising which skills to build internally, which to outsource and which tools reduce the need for specialist staff."
      },
      {
        "question": "What does AI consulting cost?",
        "answer": "The initial consultation and workshop start at $100. Our projects range from $100 to $2000 or more, depending on scope, and we always agree a fixed scope and price before starting."
      }
    ]
  },
  "machine-learning": {
    "tagline": "Custom machine learning models for forecasting, scoring and detection, trained on your data and built for production.",
    "head": {
      "title": "Machine Learning Services | Chariot AI Labs",
      "description": "Machine learning development: demand forecasting, credit scoring, churn and fraud detection models with 80-95% accuracy, deployed with MLOps.",
      "keywords": [
        "machine learning",
        "predictive analytics",
        "demand forecasting",
        "fraud detection",
        "MLOps"
      ]
    },
    "intro": "Machine learning finds patterns in historical data and uses them to predict what happens next. We build models that forecast demand and cash flow, score credit risk for lenders and microfinance institutions, predict which customers are likely to leave, detect fraudulent transactions and inspect product quality from images. Each model is trained and validated on your own data, explained in plain language and deployed into the systems your team already uses. Depending on the problem and the quality of the data, our models typically reach 80-95% accuracy. We also set up the monitoring and retraining pipelines that keep a model accurate as your market changes.",
    "steps": [
      {
        "title": "Problem Framing & Data Review",
        "description": "We translate your business question into a measurable prediction task and check whether your data can support it."
      },
      {
        "title": "Feature Engineering & Modeling",
        "description": "We prepare the data, engineer meaningful features and compare several algorithms to find the best balance of accuracy and simplicity."
      },
      {
        "title": "Validation",
        "description": "We test models on unseen data, check them for bias and explain their behaviour so your team understands and trusts the results."
      },
      {
        "title": "Deployment & MLOps",
        "description": "We deploy models as APIs or batch jobs, with monitoring for drift and automated retraining pipelines."
      }
    ],
    "impacts": [
      {
        "title": "Better Decisions",
        "bullets": [
          "Typical model accuracy of 80-95%",
          "Forecasts that replace guesswork in planning",
          "Risk scores that support consistent lending and pricing"
        ]
      },
      {
        "title": "Automation at Scale",
        "bullets": [
          "Thousands of decisions scored in seconds",
          "Fraud and anomalies flagged as they happen",
          "Analysts focused on exceptions, not routine checks"
        ]
      },
      {
        "title": "Competitive Advantage",
        "bullets": [
          "Models trained on data only you own",
          "Insights into drivers of sales, churn and risk",
          "Capabilities that improve as your data grows"
        ]
      }
    ],
    "faq": [
      {
        "question": "What accuracy can we expect from a machine learning model?",
        "answer": "Our models typically reach 80-95% accuracy, depending on the problem and the quality and volume of data. We agree the right performance measure with you at the start, since for some problems precision or recall matters more than overall accuracy."
      },
      {
        "question": "How much data do we need?",
        "answer": "It depends on the problem, but many useful models can be trained on one to two years of transaction or operational records. During the data review we tell you honestly whether your data is sufficient and how to collect more if needed."
      },
      {
        "question": "How do you keep models accurate over time?",
        "answer": "We monitor live predictions for data drift and falling performance. When performance drops, retraining pipelines update the model with recent data, and we review every change before it goes live."
      },
      {
        "question": "Can models run where connectivity is limited?",
        "answer": "Yes. We can optimise models to run on local servers, laptops or mobile devices and synchronise results when a connection is available. This suits branch offices, field teams and remote sites."
      }
    ]
  },
  "custom-ai-solutions": {
    "tagline": "Bespoke AI systems designed around your specific problem, data and constraints when off-the-shelf tools fall short.",
    "head": {
      "title": "Custom AI Solutions | Chariot AI Labs",
      "description": "Bespoke AI systems for computer vision, document understanding and language tasks. Working prototype in 4-8 weeks, full solution in 3-6 months.",
      "keywords": [
        "custom AI solutions",
        "bespoke AI development",
        "computer vision",
        "natural language processing",
        "AI prototype"
      ]
    },
    "intro": "Some problems are too specific for packaged software: reading handwritten forms in two languages, grading produce from photos taken on a phone, extracting clauses from contracts or forecasting energy use across sites with patchy data. Our custom AI solutions team designs systems around your exact problem, data and operating constraints. We start with a feasibility study and a working prototype in 4-8 weeks, so you can see real results before committing to a full build. Complete solutions typically take 3-6 months. We engineer for production from the start, with secure infrastructure, offline and low-bandwidth modes where needed, full documentation and a clean handover to your team.",
    "steps": [
      {
        "title": "Discovery & Feasibility",
        "description": "We define the problem, success criteria and constraints, and test whether your data and the current state of AI can meet them."
      },
      {
        "title": "Prototype Development",
        "description": "Within 4-8 weeks we build a working prototype on your data, so you can judge the results before a full investment."
      },
      {
        "title": "Full-Scale Build",
        "description": "We turn the prototype into a robust, secure and scalable system integrated with your operations and users."
      },
      {
        "title": "Deployment & Handover",
        "description": "We deploy, train your team, document the system and provide support options to keep it performing."
      }
    ],
    "impacts": [
      {
        "title": "Tailored Fit",
        "bullets": [
          "Designed for your exact workflow and data",
          "Works within your infrastructure and budget",
          "Bilingual and low-bandwidth support where needed"
        ]
      },
      {
        "title": "Ownership & Control",
        "bullets": [
          "You own the code, models and documentation",
          "No lock-in to a single vendor platform",
          "Full control over where your data lives"
        ]
      },
      {
        "title": "Lasting Advantage",
        "bullets": [
          "Capabilities competitors cannot simply buy",
          "A platform you can extend to new use cases",
          "Value proven by a prototype before full investment"
        ]
      }
    ],
    "faq": [
      {
        "question": "How long does a custom AI project take?",
        "answer": "A working prototype takes 4-8 weeks, and a complete production solution typically takes 3-6 months. The exact timeline depends on data availability, integrations and the level of accuracy required."
      },
      {
        "question": "Why start with a prototype?",
        "answer": "A prototype shows what AI can achieve on your real data before you commit a larger budget. It reduces risk, helps win internal support and often reveals requirements nobody had considered."
      },
      {
        "question": "Who owns the code and models?",
        "answer": "You do. Unless agreed otherwise, all code, trained models and documentation created for your project are transferred to you at handover. We only retain our general tools and know-how."
      },
      {
        "question": "Can the solution work with poor or intermittent connectivity?",
        "answer": "Yes. We regularly design solutions that run on local devices or servers, cache data offline and synchronise when a connection returns. We test under realistic network conditions before launch."
      }
    ]
  },
  "data-science": {
    "tagline": "Turn raw business data into forecasts, models and insights your team can act on with confidence.",
    "head": {
      "title": "Data Science Services | Chariot AI Labs",
      "description": "Data science services: data pipelines, statistical modeling, forecasting and customer analytics that turn your business data into decisions.",
      "keywords": [
        "data science",
        "statistical modeling",
        "forecasting",
        "customer analytics",
        "data pipelines"
      ]
    },
    "intro": "Most organisations already hold valuable data in their sales systems, mobile money records, spreadsheets and field surveys, but it is scattered and rarely used to its full potential. Our data scientists bring it together, clean it and apply statistics and machine learning to answer the questions that matter: which customers are most valuable, what will sell next quarter, where costs can be cut and which marketing actually works. We design experiments to test new ideas, build reliable data pipelines so insights stay current, and present findings in plain language with clear recommendations. Every engagement leaves you with reusable data assets, not just a one-off report.",
    "steps": [
      {
        "title": "Data Discovery",
        "description": "We catalogue your data sources, assess quality and coverage, and agree the business questions we will answer."
      },
      {
        "title": "Data Preparation",
        "description": "We build pipelines that clean, combine and structure your data so analyses are reliable and repeatable."
      },
      {
        "title": "Modeling & Analysis",
        "description": "We apply statistics, forecasting and machine learning to uncover patterns, test hypotheses and quantify opportunities."
      },
      {
        "title": "Insight Delivery",
        "description": "We present findings with clear recommendations and hand over models, code and dashboards your team can keep using."
      }
    ],
    "impacts": [
      {
        "title": "Evidence-Based Decisions",
        "bullets": [
          "Decisions backed by data, not intuition alone",
          "Forecasts for sales, demand and cash flow",
          "Experiments that prove what works before scaling"
        ]
      },
      {
        "title": "Hidden Opportunities",
        "bullets": [
          "High-value customer segments identified",
          "Cost leaks and inefficiencies uncovered",
          "Early warning of churn and risk"
        ]
      },
      {
        "title": "A Solid Data Foundation",
        "bullets": [
          "Clean, documented and connected data sources",
          "Automated pipelines that keep data current",
          "A base ready for future AI projects"
        ]
      }
    ],
    "faq": [
      {
        "question": "What is the difference between data science and data analysis?",
        "answer": "Data analysis describes what has happened and why, usually through reports and dashboards. Data science goes further, using statistics and machine learning to predict outcomes and recommend actions. Many clients start with analysis and move to data science as their data matures."
      },
      {
        "question": "Our data is messy and spread across spreadsheets. Can you still help?",
        "answer": "Yes, and that is where most projects begin. We consolidate data from spreadsheets, databases, exports and paper-based records that have been digitised, then set up processes so it stays clean in future."
      },
      {
        "question": "Will our team be able to use the results without you?",
        "answer": "That is our aim. We document every model and pipeline, deliver results in tools your team already uses and offer training so your staff can run and extend the analyses themselves."
      },
      {
        "question": "How do you protect our data?",
        "answer": "We work under strict confidentiality agreements, use encrypted storage and access controls, and anonymise personal data wherever possible. Where you prefer, we work entirely inside your own infrastructure."
      }
    ]
  },
  "data-analysis": {
    "tagline": "Clear dashboards, reports and analysis that show what is happening in your business and why.",
    "head": {
      "title": "Data Analysis Services | Chariot AI Labs",
      "description": "Data analysis and business intelligence: KPI dashboards, automated reports and analysis that load fast on mobile and low-bandwidth connections.",
      "keywords": [
        "data analysis",
        "business intelligence",
        "KPI dashboards",
        "automated reporting",
        "data visualization"
      ]
    },
    "intro": "Managers need a clear picture of sales, costs, stock and customers without waiting days for someone to compile a spreadsheet. Our data analysis service defines the indicators that matter to your business, connects your data sources and builds dashboards and automated reports that update themselves. We design for the way your people actually work: dashboards that load quickly on a phone over a slow connection, scheduled summaries by e-mail or messaging app, and labels in English or French. Beyond the dashboards, our analysts dig into the numbers to explain trends, compare branches and products, and highlight where action is needed, so reporting leads to better decisions.",
    "steps": [
      {
        "title": "Requirements & KPI Definition",
        "description": "We work with your managers to define the questions, indicators and targets each team needs to track."
      },
      {
        "title": "Data Consolidation",
        "description": "We connect and clean data from your systems and spreadsheets into a single, trusted reporting source."
      },
      {
        "title": "Analysis & Visualization",
        "description": "We build clear dashboards and reports and analyse trends, variances and drivers behind the numbers."
      },
      {
        "title": "Reporting & Training",
        "description": "We automate report delivery and train your staff to read, filter and build on the dashboards themselves."
      }
    ],
    "impacts": [
      {
        "title": "Real-Time Visibility",
        "bullets": [
          "Key figures available on any device",
          "One trusted version of the numbers",
          "Problems spotted early instead of at month-end"
        ]
      },
      {
        "title": "Time Savings",
        "bullets": [
          "No more manual spreadsheet consolidation",
          "Reports delivered automatically on schedule",
          "Managers spend time acting, not compiling"
        ]
      },
      {
        "title": "Better Performance",
        "bullets": [
          "Clear targets tracked for every team and branch",
          "Best practices identified by comparing locations",
          "A shared, data-driven culture across the business"
        ]
      }
    ],
    "faq": [
      {
        "question": "Which tools do you use for dashboards?",
        "answer": "We work with the leading business intelligence platforms as well as open-source options, and recommend the one that fits your budget, skills and existing systems. If you already have a tool, we build on it."
      },
      {
        "question": "Can dashboards be used on a phone with a slow connection?",
        "answer": "Yes. We design mobile-friendly dashboards with lightweight pages and summary views, and can send key figures as scheduled e-mails or messages for people who are often offline."
      },
      {
        "question": "How often is the data refreshed?",
        "answer": "That depends on your needs and sources. Refreshes can run in real time, hourly or daily, and we set up alerts so you know if a data feed stops updating."
      },
      {
        "question": "Can you train our team to maintain the reports?",
        "answer": "Yes. Every project includes hands-on training in English or French, along with documentation of data sources and calculations. Many clients then take over routine changes themselves."
      }
    ]
  },
  "ai-marketing": {
    "tagline": "Data-driven marketing powered by AI: sharper segmentation, better targeting and continuously optimized campaigns.",
    "head": {
      "title": "AI Marketing | Chariot AI Labs",
      "description": "AI marketing that lifts conversion by 20-40% and marketing efficiency by 30-50%, with first results in 30-60 days and ROI in 90-120 days.",
      "keywords": [
        "AI marketing",
        "marketing automation",
        "customer segmentation",
        "predictive targeting",
        "campaign optimization"
      ]
    },
    "intro": "AI marketing helps you spend less to reach the right customers. We analyse your customer and campaign data to build segments based on real behaviour, predict who is most likely to buy or leave, and personalise offers and messages across e-mail, SMS, messaging apps, social media and search. Campaigns are tested and optimized continuously, with budget moved automatically toward what performs. We work with your marketing team rather than replacing it, and we respect consent and privacy rules in every market you serve. Clients typically see first results in 30-60 days and return on investment in 90-120 days, with conversion up 20-40% and marketing efficiency up 30-50%.",
    "steps": [
      {
        "title": "Marketing Audit",
        "description": "We review your channels, data, tools and past campaign results to establish a baseline and find the quickest wins."
      },
      {
        "title": "Strategy & Segmentation",
        "description": "We build behaviour-based segments and predictive scores, and design campaigns and messages for each audience."
      },
      {
        "title": "Campaign Deployment",
        "description": "We set up automation, personalisation and testing across your channels and launch the first optimized campaigns."
      },
      {
        "title": "Measurement & Optimization",
        "description": "We track results against the baseline, reallocate budget to what works and report clearly on return on investment."
      }
    ],
    "impacts": [
      {
        "title": "Higher Conversions",
        "bullets": [
          "Conversion rates up 20-40%",
          "Offers matched to customer needs and timing",
          "Fewer wasted impressions on the wrong audience"
        ]
      },
      {
        "title": "Marketing Efficiency",
        "bullets": [
          "Marketing efficiency up 30-50%",
          "Automated campaigns that run without daily effort",
          "Budget moved to the best channels automatically"
        ]
      },
      {
        "title": "Faster Returns",
        "bullets": [
          "First results in 30-60 days",
          "Return on investment in 90-120 days",
          "Clear reporting on what each campaign returns"
        ]
      }
    ],
    "faq": [
      {
        "question": "How quickly will we see results from AI marketing?",
        "answer": "Most clients see first results in 30-60 days, as optimized campaigns replace the old ones. Return on investment typically follows in 90-120 days, once models have learned from enough campaign data."
      },
      {
        "question": "What improvements can we expect?",
        "answer": "Our clients typically see conversion rates up 20-40% and marketing efficiency up 30-50%. Results depend on your starting point, data and channels, so we agree a baseline and targets before we start."
      },
      {
        "question": "Do we need a large customer database?",
        "answer": "No. A few thousand customer records and basic campaign history are enough to start. We also help you collect better data over time, for example by linking online activity, sales and mobile payments."
      },
      {
        "question": "How do you handle customer privacy and consent?",
        "answer": "We only use data you are permitted to use for marketing, honour opt-outs across all channels and follow data protection rules such as GDPR where they apply. Personal data stays secure and is never shared with other clients."
      }
    ]
  },
  "ai-content-creation": {
    "tagline": "Produce on-brand articles, product descriptions, social posts and visuals 5-10x faster, with human editors in the loop.",
    "head": {
      "title": "AI Content Creation | Chariot AI Labs",
      "description": "AI-assisted content creation in English and French: blog posts, product descriptions and social media produced 5-10x faster, edited by people.",
      "keywords": [
        "AI content creation",
        "AI copywriting",
        "bilingual content",
        "product descriptions",
        "content marketing"
      ]
    },
    "intro": "Consistent, high-quality content wins customers, but producing enough of it is hard for a small team, and harder still in two languages. Our AI content creation service sets up a production workflow trained on your brand voice, products and audience. AI drafts blog articles, product descriptions, social media posts, newsletters and ad variations in English and French, and our editors, or yours, review every piece for accuracy, tone and cultural fit before it is published. We also optimise content for search and adapt it for each channel. The result is content produced 5-10x faster than by hand, with a voice that stays recognisably yours.",
    "steps": [
      {
        "title": "Brand Voice Discovery",
        "description": "We study your existing content, audience and goals to capture your tone, terminology and style rules in a brand guide."
      },
      {
        "title": "Workflow Setup",
        "description": "We configure AI tools, templates and review steps around your content calendar and approval process."
      },
      {
        "title": "Content Production",
        "description": "AI generates drafts in English and French, which editors refine, fact-check and optimise for search and each channel."
      },
      {
        "title": "Review & Refinement",
        "description": "We track engagement, gather your feedback and refine prompts and guidelines so quality improves month after month."
      }
    ],
    "impacts": [
      {
        "title": "Speed at Scale",
        "bullets": [
          "Content produced 5-10x faster",
          "Full product catalogues described in days, not months",
          "A steady publishing calendar without burnout"
        ]
      },
      {
        "title": "Consistent Brand Voice",
        "bullets": [
          "Every piece aligned with your style guide",
          "Human review of all published content",
          "Consistent terminology across teams and channels"
        ]
      },
      {
        "title": "Bilingual Reach",
        "bullets": [
          "Native-quality content in English and French",
          "Messages adapted to local culture, not just translated",
          "Search-optimised pages for each language"
        ]
      }
    ],
    "faq": [
      {
        "question": "Will AI-written content sound generic?",
        "answer": "Not when it is done properly. We train the workflow on your brand voice and real examples, and human editors refine every draft. The aim is content that sounds like your best writer on a good day."
      },
      {
        "question": "Is every piece reviewed by a person?",
        "answer": "Yes. Human review is part of every workflow we set up. Editors check facts, tone and cultural fit, and nothing is published automatically unless you explicitly choose that for low-risk formats."
      },
      {
        "question": "Can you produce content in both English and French?",
        "answer": "Yes. We create content natively in each language rather than translating word for word, and adapt examples and expressions to each audience. Other languages can be added on request."
      },
      {
        "question": "How much faster is AI-assisted content creation?",
        "answer": "Our clients typically produce content 5-10x faster than with a fully manual process. The biggest gains come with high-volume formats such as product descriptions, social posts and newsletters."
      }
    ]
  },
  "ai-healthcare": {
    "tagline": "Responsible AI for clinics, hospitals and health programs: smoother operations, better triage and support for clinical decisions.",
    "head": {
      "title": "AI in Healthcare | Chariot AI Labs",
      "description": "Healthcare AI that improves efficiency by 15-30% and diagnostic accuracy by 10-15%, built with patient privacy and clinical safety first.",
      "keywords": [
        "AI in healthcare",
        "clinical decision support",
        "patient triage",
        "hospital operations",
        "health data privacy"
      ]
    },
    "intro": "Hospitals, clinics and health programs must serve more patients with limited staff and resources. We help them use AI safely and effectively. Our solutions include patient triage and appointment scheduling, clinical decision support that helps clinicians review images, lab results and records, forecasting of medicine and supply needs, and automation of administrative work such as claims and reporting. Clinicians always remain the decision-makers. Every system is validated with your medical team, protects patient data with strict access controls and encryption, and is designed for real conditions, including unreliable connectivity. Our healthcare clients typically see efficiency gains of 15-30%, diagnostic accuracy up 10-15% and return on investment within 12-24 months.",
    "steps": [
      {
        "title": "Clinical & Operational Assessment",
        "description": "We work with clinicians and managers to understand workflows, pain points, data and regulatory requirements."
      },
      {
        "title": "Solution Design",
        "description": "We design AI tools that fit existing clinical workflows, with privacy, safety and human oversight built in."
      },
      {
        "title": "Validation & Pilot",
        "description": "We validate performance on local data with your medical team and run a supervised pilot before wider use."
      },
      {
        "title": "Deployment & Monitoring",
        "description": "We roll out in stages, train staff and continuously monitor performance, safety and patient outcomes."
      }
    ],
    "impacts": [
      {
        "title": "Operational Efficiency",
        "bullets": [
          "Efficiency gains of 15-30%",
          "Shorter waiting times through smarter scheduling",
          "Less administrative work for clinical staff",
          "Better forecasting of medicines and supplies"
        ]
      },
      {
        "title": "Clinical Support",
        "bullets": [
          "Diagnostic accuracy up 10-15%",
          "Urgent cases flagged faster",
          "Decision support that keeps clinicians in control"
        ]
      },
      {
        "title": "Sustainable Value",
        "bullets": [
          "Return on investment within 12-24 months",
          "Patient data protected by design",
          "Systems that work with limited connectivity"
        ]
      }
    ],
    "faq": [
      {
        "question": "Does AI replace doctors or nurses?",
        "answer": "No. Our systems support clinicians by highlighting risks, prioritising cases and reducing paperwork, but clinical decisions always remain with qualified professionals. Human oversight is built into every solution we deliver."
      },
      {
        "question": "How do you protect patient data?",
        "answer": "Patient data is encrypted, access is role-based and logged, and we apply de-identification wherever possible. We follow the health data and privacy laws that apply to you, including GDPR and HIPAA where relevant, and can keep all data on your own premises."
      },
      {
        "question": "What return on investment can healthcare organisations expect?",
        "answer": "Our healthcare clients typically see efficiency gains of 15-30% and diagnostic accuracy improvements of 10-15%. Return on investment usually comes within 12-24 months, depending on the scope of the solution."
      },
      {
        "question": "Can these systems work in facilities with limited connectivity?",
        "answer": "Yes. We design solutions that run locally on modest hardware and synchronise when a connection is available. This makes them suitable for district hospitals, rural clinics and mobile health programs."
      }
    ]
  },
  "ai-training-workshops": {
    "tagline": "Hands-on AI training for leaders, technical teams and staff, delivered in English or French, on site or online.",
    "head": {
      "title": "AI Training & Workshops | Chariot AI Labs",
      "description": "Practical AI training and workshops for executives, managers and technical teams, in English or French. Workshops start at $100.",
      "keywords": [
        "AI training",
        "AI workshops",
        "corporate training",
        "AI literacy",
        "upskilling"
      ]
    },
    "intro": "AI adoption succeeds when people understand what the technology can and cannot do. Our training programs build that understanding at every level of your organisation. Executive workshops focus on strategy, risk and investment decisions; practitioner courses teach staff to use AI tools productively and safely in their daily work; and technical tracks cover machine learning, language models and deployment for developers and analysts. Every session is hands-on, uses examples from your sector and is delivered in English or French, at your premises, at our Buea office or online with materials designed for low-bandwidth connections. Workshops start at $100, and programs are tailored to your goals.",
    "steps": [
      {
        "title": "Skills Assessment",
        "description": "We assess current knowledge, roles and goals across your teams to identify the skills that will make the most difference."
      },
      {
        "title": "Curriculum Design",
        "description": "We build a tailored program with exercises and case studies drawn from your industry and, where possible, your own data."
      },
      {
        "title": "Training Delivery",
        "description": "Experienced practitioners deliver interactive sessions on site or online, in English or French."
      },
      {
        "title": "Follow-Up & Coaching",
        "description": "We provide follow-up sessions, resources and coaching to help participants apply what they learned to real work."
      }
    ],
    "impacts": [
      {
        "title": "Confident Teams",
        "bullets": [
          "Staff who understand AI capabilities and limits",
          "Practical skills applied from the first week",
          "Less fear and more curiosity about new tools"
        ]
      },
      {
        "title": "Faster Adoption",
        "bullets": [
          "Quicker uptake of new AI systems",
          "Internal champions who support colleagues",
          "Better ideas for AI use cases from your own teams"
        ]
      },
      {
        "title": "Responsible Use",
        "bullets": [
          "Awareness of data privacy and security risks",
          "Clear guidelines for using generative AI at work",
          "Understanding of bias and ethical issues"
        ]
      }
    ],
    "faq": [
      {
        "question": "Who are your workshops designed for?",
        "answer": "We run programs for executives and board members, managers, general staff and technical teams. Each track is adapted to the audience, from strategic decision-making to hands-on coding."
      },
      {
        "question": "Do you train online or in person?",
        "answer": "Both. We deliver training at your premises, at our office in Buea or online. Online sessions are designed to work on modest connections, with recordings and downloadable materials for those who miss a session."
      },
      {
        "question": "How much does training cost?",
        "answer": "Workshops start at $100, and tailored programs are priced according to the number of participants, duration and level of customisation. We provide a clear quote after a short needs assessment."
      },
      {
        "question": "Do participants receive materials and a certificate?",
        "answer": "Yes. Participants receive slides, exercises and reference guides in English or French, and a certificate of completion. Many clients also keep access to follow-up resources after the program."
      }
    ]
  },
  "ongoing-support": {
    "tagline": "Monitoring, maintenance and continuous improvement that keep your AI systems reliable, secure and valuable over time.",
    "head": {
      "title": "Ongoing Support & Maintenance | Chariot AI Labs",
      "description": "AI support and maintenance with 99.9% system uptime, clear response times and 24/7 options to keep your AI systems reliable and improving.",
      "keywords": [
        "AI support",
        "AI maintenance",
        "model monitoring",
        "system uptime",
        "managed AI services"
      ]
    },
    "intro": "AI systems are not finished at launch. Data changes, models drift, software dependencies age and business needs evolve. Our ongoing support and maintenance service keeps your AI solutions reliable and useful long after go-live. We monitor performance around the clock, apply security updates, retrain models when accuracy drops and fix issues according to clear, agreed response times. Our support team works Monday to Friday from 9:00 to 18:00 WAT, with 24/7 options for business-critical systems. We also plan improvements with you each quarter, so your systems keep pace with your business. Support covers the systems we build and, after an assessment, those built by other providers.",
    "steps": [
      {
        "title": "System Assessment",
        "description": "We review your AI systems, infrastructure, documentation and current performance to understand risks and support needs."
      },
      {
        "title": "Support Planning",
        "description": "We agree a support plan with service levels, response times, monitoring, escalation paths and a maintenance schedule."
      },
      {
        "title": "Ongoing Maintenance",
        "description": "We monitor systems, apply updates and security patches, retrain models and resolve issues within the agreed times."
      },
      {
        "title": "Evolution Management",
        "description": "We review performance and business needs regularly and plan enhancements so your systems keep delivering value."
      }
    ],
    "impacts": [
      {
        "title": "System Reliability",
        "bullets": [
          "99.9% system uptime",
          "Proactive monitoring and alerting",
          "Issues fixed before users notice them"
        ]
      },
      {
        "title": "Risk Mitigation",
        "bullets": [
          "Regular security updates and patches",
          "Early detection of model drift and data issues",
          "Tested backup and recovery procedures"
        ]
      },
      {
        "title": "Value Maximization",
        "bullets": [
          "Models retrained to stay accurate",
          "Regular improvement roadmap reviews",
          "Lower total cost of ownership over time"
        ]
      }
    ],
    "faq": [
      {
        "question": "What are your support response times?",
        "answer": "We respond to critical issues within 1-4 hours, high-priority issues within 8 hours and standard requests within 24 hours. For business-critical systems, 24/7 support options are available."
      },
      {
        "question": "What are your support hours?",
        "answer": "Our support team is available Monday to Friday from 9:00 to 18:00 WAT. Monitoring runs continuously, and clients on a 24/7 plan can reach an on-call engineer at any time for critical incidents."
      },
      {
        "question": "What does ongoing maintenance include?",
        "answer": "Maintenance covers monitoring, bug fixes, security patches, dependency and infrastructure updates, model performance checks and retraining. It also includes regular reports and reviews to plan improvements."
      },
      {
        "question": "Can you support AI systems built by another provider?",
        "answer": "Yes. We start with a system assessment to understand the architecture, code quality and risks. Once any critical gaps are addressed and documentation is in place, we can take over support under the same service levels."
      }
    ]
  },
  "ethics-compliance": {
    "tagline": "Make your AI fair, transparent and compliant, and prove it to customers, regulators and partners.",
    "head": {
      "title": "AI Ethics & Compliance | Chariot AI Labs",
      "description": "AI ethics and compliance services: ethical risk assessment, governance frameworks and readiness for GDPR, the EU AI Act and industry rules.",
      "keywords": [
        "AI ethics",
        "AI compliance",
        "EU AI Act",
        "GDPR",
        "AI governance",
        "bias assessment"
      ]
    },
    "intro": "AI systems increasingly decide who gets a loan, which candidate is shortlisted and how customers are treated. Getting this wrong harms people and damages trust, and regulators are paying close attention. Our AI ethics and compliance service helps you build and run AI responsibly. We assess your systems for bias, transparency, privacy and accountability risks, develop a governance framework proportionate to your size, and help you meet the requirements of data protection laws such as GDPR, the EU AI Act and the rules of your industry. For businesses serving European customers or partners, this work is becoming a condition of doing business. We then help you embed governance into everyday operations.",
    "steps": [
      {
        "title": "Ethical Assessment",
        "description": "We review your AI systems and data practices for bias, transparency, privacy, safety and accountability risks."
      },
      {
        "title": "Framework Development",
        "description": "We design policies, roles, review processes and documentation standards that fit your organisation and its regulatory obligations."
      },
      {
        "title": "Implementation",
        "description": "We help you put the framework into practice with bias testing, explainability tools, impact assessments and staff training."
      },
      {
        "title": "Ongoing Governance",
        "description": "We support regular audits, monitoring and reporting, and keep your framework updated as regulations and your AI systems change."
      }
    ],
    "impacts": [
      {
        "title": "Risk Mitigation",
        "bullets": [
          "Reduced exposure to fines and legal action",
          "Biased or unsafe outcomes caught before they cause harm",
          "Documented evidence of due diligence"
        ]
      },
      {
        "title": "Stakeholder Trust",
        "bullets": [
          "Customers confident in how their data is used",
          "Stronger position with regulators and auditors",
          "Easier partnerships with international companies"
        ]
      },
      {
        "title": "Sustainable Innovation",
        "bullets": [
          "Clear rules that let teams innovate with confidence",
          "Ethics built in from design, not added at the end",
          "AI systems ready for new regulations"
        ]
      }
    ],
    "faq": [
      {
        "question": "Why does AI ethics matter for my business?",
        "answer": "Unethical or non-compliant AI can treat customers unfairly, expose personal data and lead to fines, lost contracts and reputational damage. Responsible AI, by contrast, earns the trust of customers, partners and regulators. It also tends to produce better, more reliable systems."
      },
      {
        "question": "How do you assess AI systems for ethical risk?",
        "answer": "We examine the purpose of the system, the data it uses and the decisions it influences. We test outputs for bias across groups, review transparency and explainability, check privacy and security controls, and assess who is accountable when things go wrong. You receive a prioritised report with practical recommendations."
      },
      {
        "question": "Can you improve AI systems we already use?",
        "answer": "Yes. Many engagements start with systems already in production. We identify gaps, then recommend or implement fixes such as rebalancing training data, adding human review, improving explanations or strengthening documentation, without rebuilding from scratch."
      },
      {
        "question": "Which regulations apply to our AI systems?",
        "answer": "It depends on where you operate and whom you serve. GDPR applies whenever you process personal data of people in the European Union, and the EU AI Act sets risk-based obligations for AI systems placed on the EU market. National data protection laws and industry rules, for example in finance and healthcare, may also apply, and we map them for you."
      }
    ]
  },
  "ethical-ai-consulting": {
    "tagline": "Expert guidance to design and deploy AI that is fair, transparent and worthy of the trust your customers place in you.",
    "head": {
      "title": "Ethical AI Consulting | Chariot AI Labs",
      "description": "Ethical AI consulting: bias mitigation, responsible AI frameworks based on IEEE, EU trustworthy AI guidelines and OECD principles.",
      "keywords": [
        "ethical AI consulting",
        "responsible AI",
        "AI bias",
        "trustworthy AI",
        "OECD AI principles"
      ]
    },
    "intro": "Ethical AI is not only about avoiding harm; it is about building systems people are willing to trust and use. Our ethical AI consultants work with your leadership, product and technical teams to make responsible choices at every stage, from deciding whether a use case is appropriate to designing data collection, testing for bias and explaining decisions to the people affected. We draw on internationally recognised frameworks and adapt them to your context, including the realities of serving diverse, multilingual customers across African and international markets. The outcome is a practical plan and the internal capability to keep your AI fair, transparent and accountable as it grows.",
    "steps": [
      {
        "title": "Ethical Assessment",
        "description": "We review your AI initiatives, values and stakeholders to identify ethical risks and opportunities."
      },
      {
        "title": "Framework Development",
        "description": "We create principles, policies and decision processes for responsible AI, grounded in recognised international frameworks."
      },
      {
        "title": "Implementation Planning",
        "description": "We translate the framework into concrete actions, tools, responsibilities and timelines for your teams."
      },
      {
        "title": "Ongoing Guidance",
        "description": "We advise on new projects, review difficult cases and help your ethics practices mature over time."
      }
    ],
    "impacts": [
      {
        "title": "Trust & Reputation",
        "bullets": [
          "Customers and partners confident in your AI",
          "A credible responsible AI story for investors and clients",
          "Fewer public incidents and complaints"
        ]
      },
      {
        "title": "Risk Management",
        "bullets": [
          "Bias and other harms identified early",
          "Clear accountability for AI decisions",
          "Readiness for evolving regulation"
        ]
      },
      {
        "title": "Better AI Systems",
        "bullets": [
          "Fairer and more accurate outcomes for all user groups",
          "Decisions that can be explained to users",
          "Products designed around real user needs"
        ]
      }
    ],
    "faq": [
      {
        "question": "Why does ethical AI matter?",
        "answer": "AI systems can reproduce or amplify unfair treatment, invade privacy or make decisions no one can explain. Ethical AI protects the people affected and your reputation, and it reduces legal and commercial risk. It also leads to products that more people trust and use."
      },
      {
        "question": "What does ethical AI consulting involve?",
        "answer": "We assess your AI initiatives for ethical risks, help you define principles and policies, and plan how to put them into practice. We also train teams, review specific projects and provide ongoing advice as new questions arise."
      },
      {
        "question": "How do you handle bias in AI systems?",
        "answer": "We look for bias at every stage: in how data is collected, how models are trained and how outputs are used. We measure outcomes across relevant groups, such as language, gender, age and region, then recommend fixes like better data, adjusted models or human review of borderline decisions."
      },
      {
        "question": "Which ethical frameworks do you use?",
        "answer": "We build on recognised frameworks including the IEEE standards and guidance on ethically aligned design, the EU Ethics Guidelines for Trustworthy AI and the OECD AI Principles. We adapt them to your sector, size and the markets you serve."
      }
    ]
  }
};
