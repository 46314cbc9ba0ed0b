import { drawBanner, drawLogo, imageThemeFor, renderSvg } from '@porchlight/artwork/images';
import { hashSeed } from '@porchlight/artwork/random';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * AI text and images (DESIGN.md "Adapters"). Built-in by default: deterministic drawings of a banner and
 * a logo from the business name and first category, and a template about text. With OPENAI_API_KEY:
 * an OpenAI-compatible API (images endpoint for pictures, chat completions for text).
 */

export interface AiBusiness {
  name: string;
  /** The provider's first service category, if any. */
  category: string | null;
  city: string | null;
  stateCode: string | null;
  /** The brief description. */
  aboutMetadata: string | null;
}

export interface AiRequest extends AiBusiness {
  /** Counts earlier generations, so each attempt gives another picture or text. */
  variant: number;
}

/** The offer an offer text is written for, as the owner has it in the edit dialog. */
export interface AiOffer {
  name: string;
  category: string | null;
  subcategory: string | null;
  /** The owner's current teaser or description: a hint, never copied as is. */
  draft: string;
}

export interface AiOfferRequest extends AiRequest {
  offer: AiOffer;
}

export interface AiAdapter {
  readonly name: 'built-in' | 'openai';
  /** Image bytes of any format sharp reads; the caller re-encodes. */
  bannerImage(request: AiRequest & { roughInput: string }): Promise<Buffer>;
  logoImage(request: AiRequest): Promise<{ data: Buffer; backgroundColor: string | null }>;
  aboutDescription(request: AiRequest): Promise<string>;
  /** One line for service tiles; the caller fits it to the teaser rules. */
  offerTeaser(request: AiOfferRequest): Promise<string>;
  /** Plain text: paragraphs apart, list items as "- " lines; the caller fits and sanitises it. */
  offerDescription(request: AiOfferRequest): Promise<string>;
}

/** The variant-th of a few written alternatives, round and round: each try reads differently. */
function inTurn(items: readonly [string, ...string[]], variant: number): string {
  return items[variant % items.length] ?? items[0];
}

function location(business: AiBusiness): string {
  return [business.city, business.stateCode].filter(Boolean).join(', ');
}

/** The offline default: a real, deterministic generator (same business and variant, same result). */
export function createBuiltInAi(): AiAdapter {
  return {
    name: 'built-in',
    async bannerImage(request) {
      const theme = imageThemeFor(request.category ?? request.name);
      const seed = hashSeed(`${request.name}|${request.roughInput}`) + request.variant;
      return (await renderSvg(drawBanner(theme, { seed }))).data;
    },
    async logoImage(request) {
      const logo = drawLogo(request.name, { seed: hashSeed(request.name) + request.variant });
      return { data: (await renderSvg(logo.svg)).data, backgroundColor: logo.backgroundColor };
    },
    async aboutDescription(request) {
      const where = location(request);
      const trade = request.category ? request.category.toLowerCase() : 'home service';
      const serving = where ? ` serving ${where} and the surrounding areas` : '';
      const openings: [string, ...string[]] = [
        `${request.name} is a locally owned ${trade} business${serving}.`,
        `At ${request.name}, ${trade} is what we do every day${serving}.`,
        `${request.name} brings careful, dependable ${trade} work to homes${serving}.`,
      ];
      const promises: [string, ...string[]] = [
        'We show up on time, explain the work in plain words and give you a clear price before we start.',
        'Every job gets a written quote, a tidy crew and a follow-up call to make sure you are happy.',
        'We treat your home like our own and stand behind every job with a satisfaction guarantee.',
      ];
      const pick = (items: readonly [string, ...string[]]) => inTurn(items, request.variant);
      const brief = request.aboutMetadata?.trim();
      return [
        pick(openings) + (brief ? ` ${brief}` : ''),
        pick(promises),
        'Tell us what you need and we will get back to you quickly with a price and a time that suits you.',
      ].join('\n\n');
    },
    async offerTeaser({ name: company, offer, variant }) {
      const teasers: [string, ...string[]] = [
        `${offer.name} with upfront pricing and friendly local pros from ${company}.`,
        `Fast, reliable ${offer.name.toLowerCase()} from ${company}, done right the first time.`,
        `${offer.name} by ${company}: on time, tidy and backed by a satisfaction guarantee.`,
      ];
      return inTurn(teasers, variant);
    },
    async offerDescription(request) {
      const { offer, variant } = request;
      const where = location(request);
      const kind = (offer.subcategory ?? offer.category)?.toLowerCase();
      const openings: [string, ...string[]] = [
        `${request.name} takes care of ${offer.name.toLowerCase()} from start to finish${where ? ` in ${where}` : ''}.`,
        `Looking for ${offer.name.toLowerCase()}? ${request.name} handles jobs of every size${where ? ` around ${where}` : ''}.`,
        `${offer.name} is one of the ${kind ?? 'home'} services ${request.name} is known for${where ? ` in ${where}` : ''}.`,
      ];
      const steps: [string, ...string[]] = [
        'We arrive on time, explain the options in plain words and give you a written price before any work starts.',
        'You get a clear quote up front, a tidy crew on the day and a follow-up call to make sure you are happy.',
        'Every visit starts with a look at the job and a fixed price, and ends with the place left cleaner than we found it.',
      ];
      const pick = (items: readonly [string, ...string[]]) => inTurn(items, variant);
      return [
        pick(openings),
        pick(steps),
        '- Licensed and insured\n- Written quote before any work\n- Satisfaction guaranteed',
        'Ask for a price today and we will get back to you quickly.',
      ].join('\n\n');
    },
  };
}

export interface OpenAiOptions {
  apiKey: string;
  baseUrl: string;
  imageModel: string;
  textModel: string;
  fetch?: typeof fetch;
}

/** Any OpenAI-compatible service: POST {base}/images/generations and {base}/chat/completions. */
export function createOpenAi(options: OpenAiOptions): AiAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = options.fetch ?? fetch;
  const headers = { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' };

  async function post(path: string, body: unknown, timeoutMs: number): Promise<Record<string, unknown>> {
    const response = await call(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`AI service answered ${response.status} on ${path}`);
    return (await response.json()) as Record<string, unknown>;
  }

  async function image(prompt: string, size: string): Promise<Buffer> {
    // dall-e models answer URLs unless asked for base64; gpt-image models always answer base64.
    const body: Record<string, unknown> = { model: options.imageModel, prompt, size, n: 1 };
    if (options.imageModel.startsWith('dall-e')) body.response_format = 'b64_json';
    const answer = await post('/images/generations', body, 120_000);
    const first = (answer.data as { b64_json?: string; url?: string }[] | undefined)?.[0];
    if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
    if (first?.url) {
      const download = await call(first.url, { signal: AbortSignal.timeout(60_000) });
      if (!download.ok) throw new Error(`AI image download answered ${download.status}`);
      return Buffer.from(await download.arrayBuffer());
    }
    throw new Error('AI service answered no image');
  }

  const describe = (request: AiRequest) =>
    [
      `"${request.name}"`,
      request.category ? `a ${request.category.toLowerCase()} business` : 'a home-service business',
      location(request) ? `in ${location(request)}` : '',
    ]
      .filter(Boolean)
      .join(', ');

  async function text(system: string, user: string, maxTokens: number): Promise<string> {
    const answer = await post(
      '/chat/completions',
      {
        model: options.textModel,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        max_tokens: maxTokens,
      },
      60_000,
    );
    const content = (answer.choices as { message?: { content?: string } }[] | undefined)?.[0]?.message
      ?.content;
    if (!content?.trim()) throw new Error('AI service answered no text');
    return content.trim();
  }

  /** The offer and its business, for the offer prompts; the owner's texts are quoted as hints. */
  const describeOffer = ({ offer, ...request }: AiOfferRequest) =>
    [
      `The service "${offer.name}"`,
      offer.category
        ? `in the category ${offer.category}${offer.subcategory ? ` / ${offer.subcategory}` : ''}`
        : '',
      `offered by ${describe(request)}.`,
      request.aboutMetadata ? `What the owner says about the business: ${request.aboutMetadata}` : '',
      offer.draft ? `The owner's current text, to improve on: ${offer.draft}` : '',
    ]
      .filter(Boolean)
      .join(' ');

  return {
    name: 'openai',
    offerTeaser: (request) =>
      text(
        'You write one-line teasers for services of local home-service businesses, shown on service tiles. One sentence of 40 to 140 characters, plain text, no quotes, no emojis, no invented facts such as prices, years in business or licences.',
        `Write the teaser. ${describeOffer(request)}`,
        120,
      ),
    offerDescription: (request) =>
      text(
        'You write service descriptions for local home-service businesses. Plain text: two or three short paragraphs separated by blank lines, optionally one list whose lines start with "- ". At most 1,500 characters, no headings, no markdown besides the list, no invented facts such as prices, years in business or licences.',
        `Write the description. ${describeOffer(request)}`,
        700,
      ),
    bannerImage(request) {
      const idea = request.roughInput.trim()
        ? ` The owner describes the business as: ${request.roughInput}`
        : '';
      return image(
        `A wide website banner photo for ${describe(request)}. Bright, professional, no text, no logos, no people's faces, with calm space on the left for the company name.${idea}`,
        '1536x1024',
      );
    },
    async logoImage(request) {
      const data = await image(
        `A simple, flat, modern square logo for ${describe(request)}: a bold symbol of the trade on a plain light background, no words except possibly the initials.`,
        '1024x1024',
      );
      return { data, backgroundColor: null };
    },
    aboutDescription: (request) =>
      text(
        'You write short, warm, factual "About us" texts for local home-service businesses. Plain text, two or three short paragraphs separated by blank lines, at most 1,200 characters, no headings, no invented facts such as years in business or licences.',
        `Write the about text for ${describe(request)}.${request.aboutMetadata ? ` What the owner says about it: ${request.aboutMetadata}` : ''}`,
        600,
      ),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiAdapter;
  }
}

export const aiPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'ai',
      config.OPENAI_API_KEY
        ? createOpenAi({
            apiKey: config.OPENAI_API_KEY,
            baseUrl: config.OPENAI_BASE_URL,
            imageModel: config.OPENAI_IMAGE_MODEL,
            textModel: config.OPENAI_TEXT_MODEL,
          })
        : createBuiltInAi(),
    );
  },
  { name: 'ai', dependencies: ['config'] },
);
