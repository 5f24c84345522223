import { whitepaperRequestSchema } from '../ai-whitepaper';
import { acceptSpecShape, isRecord } from './accept';

const CONTENT_FIELDS = [
  'problemStatement',
  'solution',
  'targetMarket',
  'competitiveAdvantage',
  'roadmapPhases',
  'teamInfo',
  'technicalSpecs',
] as const;

/**
 * Spec part 2 §7: `projectInfo {name, symbol, description, industry}`, `content {problemStatement, …}`,
 * `sections [ids]`, laid flat into the app's fields (projectName, tokenSymbol, projectDescription,
 * industry, the content fields, includeSections). The app's optional extras (mint, allocations, backend)
 * pass through beside them.
 */
function fromNested(body: Record<string, unknown>): Record<string, unknown> | null {
  const nested = 'projectInfo' in body || 'content' in body || 'sections' in body;
  if (!nested || 'projectName' in body) return null;
  const { projectInfo, content, sections, ...rest } = body;
  const info = isRecord(projectInfo) ? projectInfo : {};
  const text = isRecord(content) ? content : {};
  const flat: Record<string, unknown> = {
    ...rest,
    projectName: info.name,
    tokenSymbol: info.symbol,
    projectDescription: info.description,
    industry: info.industry,
    includeSections: sections,
  };
  for (const field of CONTENT_FIELDS) flat[field] = text[field];
  return flat;
}

/** POST /api/ai/whitepaper: the app's flat form, or the spec's nested body. */
export const whitepaperBodySchema = acceptSpecShape(whitepaperRequestSchema, fromNested);
