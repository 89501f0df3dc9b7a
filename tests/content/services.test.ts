import { describe, expect, it } from 'vitest';
import {
  findGroupByPath,
  findServiceByPath,
  groupOf,
  groupPath,
  pagesInGroup,
  serviceGroups,
  servicePages,
} from '../../shared/content/services';
import { serviceIndex } from '../../shared/content/service-index';
import { servicePageSchema, serviceGroupSchema } from '../../shared/content/schema';

// Every service path, written out as the specification lists them.
const SPEC_PATHS = [
  '/services/ai-agent-development',
  '/services/ai-agents/development',
  '/services/chatbot-solutions',
  '/services/ai-agents/chatbots',
  '/services/voice-assistants',
  '/services/ai-agents/voice-assistants',
  '/services/intelligent-customer-support',
  '/services/ai-agents/customer-support',
  '/services/personalization-engines',
  '/services/ai-agents/personalization',
  '/services/automation/rpa',
  '/services/automation/process',
  '/services/automation/integration',
  '/services/ai-solutions/consulting',
  '/services/ai-solutions/machine-learning',
  '/services/ai-solutions/custom',
  '/services/data-services/data-science',
  '/services/data-services/analysis',
  '/services/marketing/ai-marketing',
  '/services/marketing/content-creation',
  '/services/healthcare/ai-healthcare',
  '/services/training/workshops',
  '/services/training/support',
  '/services/ethics/compliance',
  '/services/ethics/consulting',
];

// The five agent services answer on two paths: [canonical, alias].
const AGENT_ALIASES: [string, string][] = [
  ['/services/ai-agent-development', '/services/ai-agents/development'],
  ['/services/chatbot-solutions', '/services/ai-agents/chatbots'],
  ['/services/voice-assistants', '/services/ai-agents/voice-assistants'],
  ['/services/intelligent-customer-support', '/services/ai-agents/customer-support'],
  ['/services/personalization-engines', '/services/ai-agents/personalization'],
];

const GROUP_PATHS = [
  '/services/ai-agents',
  '/services/automation',
  '/services/ai-solutions',
  '/services/data-services',
  '/services/marketing',
  '/services/healthcare',
  '/services/ethics',
  '/services/training',
];

describe('service content', () => {
  it('has 8 groups and 20 service pages, all valid against the schema', () => {
    expect(serviceGroups).toHaveLength(8);
    expect(servicePages).toHaveLength(20);
    expect(serviceIndex).toHaveLength(20);
    for (const g of serviceGroups) expect(() => serviceGroupSchema.parse(g)).not.toThrow();
    for (const p of servicePages) expect(() => servicePageSchema.parse(p)).not.toThrow();
  });

  it('gives every page 4 steps, 3 impacts and 4 FAQ entries', () => {
    for (const p of servicePages) {
      expect(p.steps, p.slug).toHaveLength(4);
      expect(p.impacts, p.slug).toHaveLength(3);
      expect(p.faq, p.slug).toHaveLength(4);
    }
  });

  it('puts every page in a known group, and every group has at least one page', () => {
    for (const p of servicePages) expect(groupOf(p).slug).toBe(p.group);
    const total = serviceGroups.reduce((n, g) => n + pagesInGroup(g.slug).length, 0);
    expect(total).toBe(20);
    for (const g of serviceGroups) expect(pagesInGroup(g.slug).length, g.slug).toBeGreaterThan(0);
  });

  it('has unique slugs and paths', () => {
    const paths = servicePages.flatMap((p) => [p.path, ...p.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(servicePages.map((p) => p.slug)).size).toBe(20);
  });
});

describe('findServiceByPath', () => {
  it.each(SPEC_PATHS)('resolves %s', (path) => {
    const page = findServiceByPath(path);
    expect(page).toBeDefined();
    expect([page?.path, ...(page?.aliases ?? [])]).toContain(path);
  });

  it('reaches all 20 pages through the spec paths', () => {
    const slugs = new Set(SPEC_PATHS.map((p) => findServiceByPath(p)?.slug));
    expect(slugs.size).toBe(20);
  });

  it.each(AGENT_ALIASES)('serves %s also at %s, with the flat path as canonical', (canonical, alias) => {
    const byCanonical = findServiceByPath(canonical);
    const byAlias = findServiceByPath(alias);
    expect(byCanonical).toBeDefined();
    expect(byAlias).toBe(byCanonical);
    expect(byAlias?.path).toBe(canonical);
    expect(byAlias?.group).toBe('ai-agents');
  });

  it('tolerates a trailing slash', () => {
    expect(findServiceByPath('/services/ethics/compliance/')?.slug).toBe('ethics-compliance');
    expect(findServiceByPath('/services/ai-agents/chatbots/')?.path).toBe('/services/chatbot-solutions');
  });

  it('finds nothing for an unknown path or a group path', () => {
    expect(findServiceByPath('/services/nope')).toBeUndefined();
    expect(findServiceByPath('/services/ethics/nope')).toBeUndefined();
    expect(findServiceByPath('/services/ai-agents')).toBeUndefined();
    expect(findServiceByPath('/services')).toBeUndefined();
  });
});

describe('findGroupByPath', () => {
  it.each(GROUP_PATHS)('resolves the home card path %s to a group', (path) => {
    const group = findGroupByPath(path);
    expect(group).toBeDefined();
    expect(groupPath(group?.slug ?? '')).toBe(path);
    expect(findGroupByPath(`${path}/`)).toBe(group);
  });

  it('finds nothing for a service path', () => {
    expect(findGroupByPath('/services/ethics/compliance')).toBeUndefined();
  });
});

describe('the pages the specification details', () => {
  const titles = (path: string) => {
    const page = findServiceByPath(path);
    if (!page) throw new Error(`no page at ${path}`);
    return { page, steps: page.steps.map((s) => s.title), benefits: page.impacts.map((i) => i.title) };
  };

  it('Ongoing Support & Maintenance', () => {
    const { page, steps, benefits } = titles('/services/training/support');
    expect(page.title).toBe('Ongoing Support & Maintenance');
    expect(steps).toEqual(['System Assessment', 'Support Planning', 'Ongoing Maintenance', 'Evolution Management']);
    expect(benefits).toEqual(['System Reliability', 'Risk Mitigation', 'Value Maximization']);
    expect(page.impacts[0]?.bullets.join(' ')).toContain('99.9% system uptime');
  });

  it('AI Ethics & Compliance', () => {
    const { page, steps, benefits } = titles('/services/ethics/compliance');
    expect(page.title).toBe('AI Ethics & Compliance');
    expect(steps).toEqual(['Ethical Assessment', 'Framework Development', 'Implementation', 'Ongoing Governance']);
    expect(benefits).toEqual(['Risk Mitigation', 'Stakeholder Trust', 'Sustainable Innovation']);
    const faq = page.faq.map((f) => `${f.question} ${f.answer}`).join('\n');
    expect(faq).toMatch(/ethics matter/i);
    expect(faq).toMatch(/assess/i);
    expect(faq).toMatch(/already use|existing/i);
    for (const rule of ['GDPR', 'EU AI Act']) expect(faq).toContain(rule);
  });

  it('Ethical AI Consulting', () => {
    const { page, steps, benefits } = titles('/services/ethics/consulting');
    expect(page.title).toBe('Ethical AI Consulting');
    expect(steps).toEqual([
      'Ethical Assessment',
      'Framework Development',
      'Implementation Planning',
      'Ongoing Guidance',
    ]);
    expect(benefits).toEqual(['Trust & Reputation', 'Risk Management', 'Better AI Systems']);
    const faq = page.faq.map((f) => `${f.question} ${f.answer}`).join('\n');
    expect(faq).toMatch(/bias/i);
    for (const framework of ['IEEE', 'OECD']) expect(faq).toContain(framework);
  });
});
