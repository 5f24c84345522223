import { whitepaperListSchema, whitepaperParamsSchema, whitepaperSchema } from '../schemas/ai-whitepaper';
import { whitepaperBodySchema } from '../schemas/spec-shapes/ai-whitepaper';
import { binaryAnswer, endpoint } from './endpoint';

const tag = 'Whitepaper Generator';

/** The app's flat form or the spec's nested body; answers the paper while its job writes the sections. */
export const startWhitepaper = endpoint({
  method: 'POST',
  path: '/api/ai/whitepaper',
  auth: 'wallet',
  tag,
  summary: "Starts writing a whitepaper section by section (the spec's nested body too; poll the list)",
  body: whitepaperBodySchema,
  response: whitepaperSchema,
  examples: {
    body: {
      projectName: 'Demo Protocol',
      tokenSymbol: 'DEMO',
      projectDescription: 'A savings protocol for small communities.',
      industry: 'defi',
      problemStatement: 'Small savers have no shared yield tools.',
      solution: 'Pooled savings circles settled on chain.',
      includeSections: ['executive-summary', 'tokenomics', 'roadmap'],
    },
  },
});

export const listWhitepapers = endpoint({
  method: 'GET',
  path: '/api/ai/whitepaper',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's whitepapers, finished or being written",
  response: whitepaperListSchema,
});

export const getWhitepaper = endpoint({
  method: 'GET',
  path: '/api/ai/whitepaper/:id',
  auth: 'wallet',
  tag,
  summary: 'One whitepaper of the signed-in wallet',
  params: whitepaperParamsSchema,
  response: whitepaperSchema,
});

/** Only a completed paper; downloaded as an attachment named after the project. */
export const whitepaperPdf = endpoint({
  method: 'GET',
  path: '/api/ai/whitepaper/:id/pdf',
  auth: 'wallet',
  tag,
  summary: 'A completed whitepaper as PDF',
  params: whitepaperParamsSchema,
  response: binaryAnswer,
  contentType: 'application/pdf',
});
