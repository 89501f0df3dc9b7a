// Fixed vocabularies of the content, and the icon and colour names
// content may use. Plain constants: no zod here.
export const PROJECT_CATEGORIES = [
  'Conversational AI',
  'Predictive Analytics',
  'Computer Vision',
  'Machine Learning',
  'Recommendation Systems',
  'Optimization',
  'Pricing Optimization',
  'IoT & Optimization',
  'Natural Language Processing',
  'Robotics & Computer Vision',
  'Educational AI',
  'Scientific AI',
  'IoT & Computer Vision',
] as const;

export const INDUSTRIES = [
  'E-commerce',
  'Manufacturing',
  'Finance',
  'Media',
  'Healthcare',
  'Logistics',
  'Retail',
  'Energy',
  'Human Resources',
  'Telecommunications',
  'Marketing',
  'Education',
  'Legal',
  'Aviation',
  'Agriculture',
  'Government',
] as const;

export const BLOG_CATEGORIES = [
  'AI Strategy',
  'AI Ethics',
  'ML Engineering',
  'Computer Vision',
  'NLP',
  'AI Research',
  'Edge Computing',
] as const;

export const DEPARTMENTS = ['Engineering', 'Product', 'Data Science', 'Legal & Compliance'] as const;

/** Names of the inline SVG icons in client/components/icon.tsx. */
export const ICON_NAMES = [
  'bot',
  'message',
  'mic',
  'headset',
  'sparkles',
  'cog',
  'workflow',
  'plug',
  'brain',
  'lightbulb',
  'chart',
  'database',
  'megaphone',
  'pen',
  'heart-pulse',
  'graduation',
  'life-buoy',
  'shield',
  'scale',
  'search',
  'target',
  'rocket',
  'code',
  'users',
  'check',
  'star',
  'clock',
  'globe',
] as const;

/** Brand colours (purple, cyan, indigo, orange) plus two accents. */
export const COLOURS = ['purple', 'cyan', 'indigo', 'orange', 'teal', 'pink'] as const;
