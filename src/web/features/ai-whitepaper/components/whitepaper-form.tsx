import { FileText, Loader2, Lock } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_SECTIONS,
  INDUSTRY_LABELS,
  LOCKED_SECTIONS,
  SECTION_IDS,
  SECTION_TITLES,
  WHITEPAPER_INDUSTRIES,
  whitepaperRequestSchema,
  type SectionId,
  type WhitepaperInput,
} from '@shared/schemas/ai-whitepaper';
import type { Token } from '@shared/schemas/tokens';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { WHITEPAPER_EXAMPLE, WHITEPAPER_EXAMPLE_ALLOCATIONS } from '../lib/form-values';
import { AllocationsField, parseAllocations } from './allocations-field';

const TEXT_FIELDS = [
  ['projectDescription', 'Project Description', 3],
  ['problemStatement', 'Problem Statement', 3],
  ['solution', 'Solution', 3],
  ['targetMarket', 'Target Market (optional)', 2],
  ['competitiveAdvantage', 'Competitive Advantage (optional)', 2],
  ['roadmapPhases', 'Roadmap Phases (optional, one per line)', 3],
  ['teamInfo', 'Team (optional)', 2],
  ['technicalSpecs', 'Technical Specs (optional)', 2],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];

interface Props {
  pending: boolean;
  tokens: readonly Token[];
  onGenerate: (body: WhitepaperInput) => void;
}

/** Spec part 2 §3 form, opened on a worked example; a token launched here prefills name, symbol, description and supply. */
export function WhitepaperForm({ pending, tokens, onGenerate }: Props) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...WHITEPAPER_EXAMPLE }));
  const [sections, setSections] = useState<SectionId[]>([...DEFAULT_SECTIONS]);
  const [mint, setMint] = useState('');
  const [allocations, setAllocations] = useState(WHITEPAPER_EXAMPLE_ALLOCATIONS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const token = tokens.find((t) => t.mint === mint);

  const pick = (next: string) => {
    setMint(next);
    const t = tokens.find((x) => x.mint === next);
    if (t)
      setValues((v) => ({
        ...v,
        projectName: t.name,
        tokenSymbol: t.symbol,
        projectDescription: t.description || (v.projectDescription ?? ''),
      }));
  };
  const submit = () => {
    const { totalSupply, ...text } = values;
    const supply = totalSupply?.replace(/,/g, '').trim();
    const body = {
      ...text,
      industry: values.industry || undefined,
      includeSections: SECTION_IDS.filter((id) => LOCKED_SECTIONS.includes(id) || sections.includes(id)),
      ...(supply && !token ? { totalSupply: Number(supply) } : {}),
      allocations: parseAllocations(allocations),
      ...(token ? { mint: token.mint } : {}),
    };
    const parsed = whitepaperRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onGenerate(body as WhitepaperInput);
  };
  const error = (key: string) =>
    errors[key] ? <p className="text-xs text-destructive">{errors[key]}</p> : null;

  return (
    <form
      noValidate
      aria-label="Generate whitepaper"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {tokens.length > 0 ? (
        <div className="space-y-2">
          <Label htmlFor="wp-token">Token created here (optional)</Label>
          <Select value={mint} onValueChange={pick}>
            <SelectTrigger id="wp-token">
              <SelectValue placeholder="Write about a new project" />
            </SelectTrigger>
            <SelectContent>
              {tokens.map((t) => (
                <SelectItem key={t.mint} value={t.mint}>
                  {t.name} ({t.symbol})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {token ? (
            <p className="text-xs text-muted-foreground">Supply and authorities are read from the chain.</p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="wp-projectName">Project Name</Label>
          <Input
            id="wp-projectName"
            maxLength={80}
            value={values.projectName}
            onChange={(e) => set('projectName', e.target.value)}
          />
          {error('projectName')}
        </div>
        <div className="space-y-2">
          <Label htmlFor="wp-tokenSymbol">Token Symbol</Label>
          <Input
            id="wp-tokenSymbol"
            maxLength={10}
            value={values.tokenSymbol}
            onChange={(e) => set('tokenSymbol', e.target.value.toUpperCase())}
          />
          {error('tokenSymbol')}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="wp-industry">Industry</Label>
        <Select value={values.industry} onValueChange={(v) => set('industry', v)}>
          <SelectTrigger id="wp-industry" aria-invalid={Boolean(errors.industry)}>
            <SelectValue placeholder="Select an industry" />
          </SelectTrigger>
          <SelectContent>
            {WHITEPAPER_INDUSTRIES.map((i) => (
              <SelectItem key={i} value={i}>
                {INDUSTRY_LABELS[i]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {error('industry')}
      </div>
      {TEXT_FIELDS.map(([key, label, rows]) => (
        <div key={key} className="space-y-2">
          <Label htmlFor={`wp-${key}`}>{label}</Label>
          <Textarea
            id={`wp-${key}`}
            rows={rows}
            maxLength={2000}
            value={values[key as TextField] ?? ''}
            onChange={(e) => set(key, e.target.value)}
          />
          {error(key)}
        </div>
      ))}
      {token ? null : (
        <div className="space-y-2">
          <Label htmlFor="wp-totalSupply">Total Supply (optional)</Label>
          <Input
            id="wp-totalSupply"
            inputMode="numeric"
            value={values.totalSupply ?? ''}
            onChange={(e) => set('totalSupply', e.target.value)}
          />
          {error('totalSupply')}
        </div>
      )}
      <AllocationsField value={allocations} onChange={setAllocations} error={errors.allocations} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Sections</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SECTION_IDS.map((id) => {
            const locked = LOCKED_SECTIONS.includes(id);
            return (
              <label key={id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={locked || sections.includes(id)}
                  disabled={locked}
                  aria-label={SECTION_TITLES[id]}
                  onCheckedChange={(c) =>
                    setSections((s) => (c === true ? [...s, id] : s.filter((x) => x !== id)))
                  }
                />
                {SECTION_TITLES[id]}
                {locked ? <Lock className="size-3 text-muted-foreground" aria-label="required" /> : null}
              </label>
            );
          })}
        </div>
        {error('includeSections')}
      </fieldset>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <FileText aria-hidden />}
        {pending ? 'Starting…' : 'Generate Whitepaper'}
      </Button>
    </form>
  );
}
