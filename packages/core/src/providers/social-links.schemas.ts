import { z } from 'zod';
import { type SocialLinks, socialLinksSchema } from './profile.schemas';

/**
 * Social links (spec 2 §5, spec 3 §2.2, §5): each may be empty; otherwise it starts with one of its
 * network's addresses (any case) and fits in 100 characters, Pinterest 256. The spec hides the hosts
 * and the texts: ours are in docs/decisions.md.
 */

export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'linkedin', 'pinterest', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

interface SocialNetworkRule {
  label: string;
  /** The addresses a link may start with, shown in the message and the placeholder. */
  prefixes: readonly string[];
  maxLength: number;
}

export const SOCIAL_LINK_RULES: Readonly<Record<SocialNetwork, SocialNetworkRule>> = {
  facebook: {
    label: 'Facebook',
    prefixes: ['https://www.facebook.com/', 'https://facebook.com/'],
    maxLength: 100,
  },
  x: {
    label: 'X',
    prefixes: ['https://x.com/', 'https://www.x.com/', 'https://twitter.com/', 'https://www.twitter.com/'],
    maxLength: 100,
  },
  instagram: {
    label: 'Instagram',
    prefixes: ['https://www.instagram.com/', 'https://instagram.com/'],
    maxLength: 100,
  },
  linkedin: {
    label: 'LinkedIn',
    prefixes: ['https://www.linkedin.com/', 'https://linkedin.com/'],
    maxLength: 100,
  },
  pinterest: {
    label: 'Pinterest',
    prefixes: ['https://www.pinterest.com/', 'https://pinterest.com/'],
    maxLength: 256,
  },
  whatsapp: {
    label: 'WhatsApp',
    prefixes: ['https://wa.me/', 'https://api.whatsapp.com/'],
    maxLength: 100,
  },
};

/** 'A or B', 'A, B or C' */
function listOr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

export const socialLinkMessages = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => {
    const rule = SOCIAL_LINK_RULES[network];
    return [
      network,
      {
        format: `${rule.label} links must start with ${listOr(rule.prefixes)}`,
        tooLong: `${rule.label} links must be ${rule.maxLength} characters or less`,
      },
    ];
  }),
) as Record<SocialNetwork, { format: string; tooLong: string }>;

export const socialLinksToastMessages = {
  updated: 'Social links updated successfully',
  errorTitle: 'Social Links Error',
  networkError: 'Network error updating social links',
  notManager: "Only the company's owner or managers can change its social links",
} as const;

/** A link starts with one of the network's addresses (case-insensitive) and has a page after it. */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  const lower = value.toLowerCase();
  return SOCIAL_LINK_RULES[network].prefixes.some(
    (prefix) => lower.startsWith(prefix) && lower.length > prefix.length && !/\s/.test(value),
  );
}

function socialLinkSchema(network: SocialNetwork) {
  const rule = SOCIAL_LINK_RULES[network];
  const messages = socialLinkMessages[network];
  return z
    .string({ error: messages.format })
    .trim()
    .max(rule.maxLength, messages.tooLong)
    .refine((value) => value === '' || isSocialLink(network, value), messages.format)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** PATCH provider/profile/social: a key left out stays as it is; '' or null clears it. */
export const socialLinksRequestSchema = z.object({
  facebook: socialLinkSchema('facebook'),
  x: socialLinkSchema('x'),
  instagram: socialLinkSchema('instagram'),
  linkedin: socialLinkSchema('linkedin'),
  pinterest: socialLinkSchema('pinterest'),
  whatsapp: socialLinkSchema('whatsapp'),
});
export type SocialLinksRequestInput = z.input<typeof socialLinksRequestSchema>;
export type SocialLinksRequest = z.infer<typeof socialLinksRequestSchema>;

/** The saved links, as the profile shows them. */
export const socialLinksResponseSchema = socialLinksSchema;
export type SocialLinksResponse = SocialLinks;

/** The dialog's starting values: only non-empty saved links are filled in (spec 3 §2.2). */
export function socialLinksFormValues(
  saved: Partial<Record<SocialNetwork, string | null | undefined>>,
): Record<SocialNetwork, string> {
  return Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, saved[network]?.trim() ?? '']),
  ) as Record<SocialNetwork, string>;
}
