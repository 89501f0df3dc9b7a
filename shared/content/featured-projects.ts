// The four projects the home page features (spec 2.2: title, category,
// image, client, link). Kept apart from projects.ts so the home page does
// not ship all twenty case studies; tests/unit/content.test.ts checks that
// each tile matches its project.
export interface FeaturedProject {
  slug: string;
  title: string;
  category: string;
  client: string;
  image: string;
  imageAlt: string;
}
export const featuredProjects: FeaturedProject[] = [
  {
    "slug": "ecommerce-ai",
    "title": "AI Product Recommendations for an Online Marketplace",
    "category": "Recommendation Systems",
    "client": "A Douala online marketplace",
    "image": "/images/projects/ecommerce-ai.svg",
    "imageAlt": "Illustration: shopping cart linked to a recommendation graph"
  },
  {
    "slug": "healthcare-monitoring",
    "title": "Remote Patient Monitoring for Chronic Care",
    "category": "Predictive Analytics",
    "client": "A regional hospital network in the South-West Region",
    "image": "/images/projects/healthcare-monitoring.svg",
    "imageAlt": "Illustration: heart-rate line flowing from a phone to a clinic dashboard"
  },
  {
    "slug": "fraud-detection",
    "title": "Real-Time Mobile Money Fraud Detection",
    "category": "Machine Learning",
    "client": "A Central African microfinance group",
    "image": "/images/projects/fraud-detection.svg",
    "imageAlt": "Illustration: a shield over a network of connected payment nodes"
  },
  {
    "slug": "content-generation",
    "title": "Bilingual Content Generation Engine",
    "category": "Natural Language Processing",
    "client": "A Yaoundé digital marketing agency",
    "image": "/images/projects/content-generation.svg",
    "imageAlt": "Illustration: a pen drawing text blocks in two languages"
  }
];
