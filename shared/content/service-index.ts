// Who the services are and where they live: the light part of the service
// content, imported by the navigation on every page. The copy of each page
// is in service-details.ts (loaded only by the service pages).
import type { ServiceEntry, ServiceGroupEntry } from './schema';

export const groupPath = (slug: string) => `/services/${slug}`;

export const serviceGroups: ServiceGroupEntry[] = [
  {
    "slug": "ai-agents",
    "title": "AI Agents",
    "cardTitle": "AI Agents",
    "description": "Autonomous agents, chatbots and voice assistants that serve customers and run routine work around the clock, in English and French.",
    "icon": "bot",
    "colour": "purple"
  },
  {
    "slug": "automation",
    "title": "Automation",
    "cardTitle": "Process Automation",
    "description": "Software robots, redesigned workflows and system integrations that remove manual data entry and speed up every process.",
    "icon": "workflow",
    "colour": "cyan"
  },
  {
    "slug": "ai-solutions",
    "title": "AI Solutions",
    "cardTitle": "AI Solutions",
    "description": "Strategic AI consulting, machine learning models and custom AI systems designed around your data and your goals.",
    "icon": "brain",
    "colour": "indigo"
  },
  {
    "slug": "data-services",
    "title": "Data Services",
    "cardTitle": "Data Services",
    "description": "Data science and analysis that turn scattered business data into reliable dashboards, forecasts and decisions.",
    "icon": "database",
    "colour": "orange"
  },
  {
    "slug": "marketing",
    "title": "Marketing & Content",
    "cardTitle": "AI Marketing & Content",
    "description": "AI-driven campaigns and content production that reach the right customers faster, in English and French.",
    "icon": "megaphone",
    "colour": "pink"
  },
  {
    "slug": "healthcare",
    "title": "Healthcare AI",
    "cardTitle": "Healthcare AI",
    "description": "Responsible AI for clinics, hospitals and health programs that improves operations and supports clinical decisions.",
    "icon": "heart-pulse",
    "colour": "teal"
  },
  {
    "slug": "training",
    "title": "Training & Support",
    "cardTitle": "Training & Support",
    "description": "Hands-on AI workshops for your teams and dependable support that keeps your AI systems running and improving.",
    "icon": "graduation",
    "colour": "orange"
  },
  {
    "slug": "ethics",
    "title": "Ethics & Compliance",
    "cardTitle": "Ethics & Compliance",
    "description": "Fair, transparent and compliant AI: ethical assessments, governance frameworks and regulatory readiness.",
    "icon": "shield",
    "colour": "indigo"
  }
];

/** In menu order (spec 2.15). */
export const serviceIndex: ServiceEntry[] = [
  {
    "slug": "ai-agent-development",
    "group": "ai-agents",
    "title": "AI Agent Development",
    "navLabel": "Development",
    "path": "/services/ai-agent-development",
    "aliases": [
      "/services/ai-agents/development"
    ],
    "icon": "bot",
    "colour": "purple"
  },
  {
    "slug": "chatbot-solutions",
    "group": "ai-agents",
    "title": "Chatbot Solutions",
    "navLabel": "Chatbots",
    "path": "/services/chatbot-solutions",
    "aliases": [
      "/services/ai-agents/chatbots"
    ],
    "icon": "message",
    "colour": "cyan"
  },
  {
    "slug": "voice-assistants",
    "group": "ai-agents",
    "title": "Voice Assistants",
    "navLabel": "Voice Assistants",
    "path": "/services/voice-assistants",
    "aliases": [
      "/services/ai-agents/voice-assistants"
    ],
    "icon": "mic",
    "colour": "indigo"
  },
  {
    "slug": "intelligent-customer-support",
    "group": "ai-agents",
    "title": "Intelligent Customer Support",
    "navLabel": "Customer Support",
    "path": "/services/intelligent-customer-support",
    "aliases": [
      "/services/ai-agents/customer-support"
    ],
    "icon": "headset",
    "colour": "orange"
  },
  {
    "slug": "personalization-engines",
    "group": "ai-agents",
    "title": "Personalization Engines",
    "navLabel": "Personalization",
    "path": "/services/personalization-engines",
    "aliases": [
      "/services/ai-agents/personalization"
    ],
    "icon": "sparkles",
    "colour": "pink"
  },
  {
    "slug": "rpa",
    "group": "automation",
    "title": "Robotic Process Automation",
    "navLabel": "RPA",
    "path": "/services/automation/rpa",
    "aliases": [],
    "icon": "cog",
    "colour": "cyan"
  },
  {
    "slug": "process-automation",
    "group": "automation",
    "title": "Process Automation",
    "navLabel": "Process Automation",
    "path": "/services/automation/process",
    "aliases": [],
    "icon": "workflow",
    "colour": "indigo"
  },
  {
    "slug": "system-integration",
    "group": "automation",
    "title": "System Integration",
    "navLabel": "System Integration",
    "path": "/services/automation/integration",
    "aliases": [],
    "icon": "plug",
    "colour": "purple"
  },
  {
    "slug": "ai-consulting",
    "group": "ai-solutions",
    "title": "AI Consulting",
    "navLabel": "AI Consulting",
    "path": "/services/ai-solutions/consulting",
    "aliases": [],
    "icon": "lightbulb",
    "colour": "indigo"
  },
  {
    "slug": "machine-learning",
    "group": "ai-solutions",
    "title": "Machine Learning",
    "navLabel": "Machine Learning",
    "path": "/services/ai-solutions/machine-learning",
    "aliases": [],
    "icon": "brain",
    "colour": "purple"
  },
  {
    "slug": "custom-ai-solutions",
    "group": "ai-solutions",
    "title": "Custom AI Solutions",
    "navLabel": "Custom AI Solutions",
    "path": "/services/ai-solutions/custom",
    "aliases": [],
    "icon": "code",
    "colour": "orange"
  },
  {
    "slug": "data-science",
    "group": "data-services",
    "title": "Data Science",
    "navLabel": "Data Science",
    "path": "/services/data-services/data-science",
    "aliases": [],
    "icon": "database",
    "colour": "orange"
  },
  {
    "slug": "data-analysis",
    "group": "data-services",
    "title": "Data Analysis",
    "navLabel": "Data Analysis",
    "path": "/services/data-services/analysis",
    "aliases": [],
    "icon": "chart",
    "colour": "cyan"
  },
  {
    "slug": "ai-marketing",
    "group": "marketing",
    "title": "AI Marketing",
    "navLabel": "AI Marketing",
    "path": "/services/marketing/ai-marketing",
    "aliases": [],
    "icon": "target",
    "colour": "pink"
  },
  {
    "slug": "ai-content-creation",
    "group": "marketing",
    "title": "AI Content Creation",
    "navLabel": "Content Creation",
    "path": "/services/marketing/content-creation",
    "aliases": [],
    "icon": "pen",
    "colour": "purple"
  },
  {
    "slug": "ai-healthcare",
    "group": "healthcare",
    "title": "AI in Healthcare",
    "navLabel": "AI in Healthcare",
    "path": "/services/healthcare/ai-healthcare",
    "aliases": [],
    "icon": "heart-pulse",
    "colour": "teal"
  },
  {
    "slug": "ai-training-workshops",
    "group": "training",
    "title": "AI Training & Workshops",
    "navLabel": "Workshops",
    "path": "/services/training/workshops",
    "aliases": [],
    "icon": "graduation",
    "colour": "orange"
  },
  {
    "slug": "ongoing-support",
    "group": "training",
    "title": "Ongoing Support & Maintenance",
    "navLabel": "Ongoing Support",
    "path": "/services/training/support",
    "aliases": [],
    "icon": "life-buoy",
    "colour": "cyan"
  },
  {
    "slug": "ethics-compliance",
    "group": "ethics",
    "title": "AI Ethics & Compliance",
    "navLabel": "AI Ethics & Compliance",
    "path": "/services/ethics/compliance",
    "aliases": [],
    "icon": "shield",
    "colour": "indigo"
  },
  {
    "slug": "ethical-ai-consulting",
    "group": "ethics",
    "title": "Ethical AI Consulting",
    "navLabel": "Ethical AI Consulting",
    "path": "/services/ethics/consulting",
    "aliases": [],
    "icon": "scale",
    "colour": "purple"
  }
];

export function pagesInGroup(slug: string): ServiceEntry[] {
  return serviceIndex.filter((p) => p.group === slug);
}
