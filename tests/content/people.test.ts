import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { team, testimonials } from '../../shared/content/collections';
import { blogPosts } from '../../shared/content/blog-posts';
import { site } from '../../shared/content/site';

// Every invented person has one identity across the site.
const people = [
  ...testimonials.map((t) => ({
    name: t.name,
    identity: `${t.position}, ${t.company}`,
    avatar: t.avatar,
    where: 'testimonial',
  })),
  ...team.map((m) => ({ name: m.name, identity: `${m.position}, ${site.name}`, avatar: m.image, where: 'team' })),
  ...blogPosts.map((p) => ({
    name: p.author.name,
    identity: `${p.author.role}, ${site.name}`,
    avatar: p.author.avatar,
    where: 'blog author',
  })),
];

describe('invented people', () => {
  it('each name has one identity (role and organisation) wherever it appears', () => {
    const identities = new Map<string, Set<string>>();
    for (const p of people) identities.set(p.name, (identities.get(p.name) ?? new Set()).add(p.identity));
    const twoFaced = [...identities]
      .filter(([, ids]) => ids.size > 1)
      .map(([name, ids]) => `${name}: ${[...ids].join(' / ')}`);
    expect(twoFaced).toEqual([]);
    expect(identities.size).toBeGreaterThanOrEqual(12);
  });

  it('each face (avatar file) belongs to one name, and the file exists', () => {
    const owners = new Map<string, Set<string>>();
    for (const p of people) owners.set(p.avatar, (owners.get(p.avatar) ?? new Set()).add(p.name));
    expect([...owners].filter(([, names]) => names.size > 1)).toEqual([]);
    for (const avatar of owners.keys()) expect(existsSync(path.join('public', avatar)), avatar).toBe(true);
  });

  it('no client in a testimonial is also one of our staff', () => {
    const staff = new Set(people.filter((p) => p.where !== 'testimonial').map((p) => p.name));
    expect(testimonials.map((t) => t.name).filter((n) => staff.has(n))).toEqual([]);
  });
});
