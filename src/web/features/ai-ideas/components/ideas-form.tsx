import { Lightbulb, Loader2 } from 'lucide-react';
import { useState } from 'react';
import {
  IDEA_INDUSTRIES,
  IDEA_THEMES,
  ideaMessages,
  MARKET_CAP_LABELS,
  MARKET_CAPS,
  type IdeasRequestInput,
  type MarketCap,
} from '@shared/schemas/ai-ideas';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { IDEAS_EXAMPLE } from '../lib/form-values';

interface IdeasFormProps {
  pending: boolean;
  onGenerate: (body: IdeasRequestInput) => void;
}

function Choice(props: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  options: readonly string[];
  labels?: Record<string, string>;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} aria-invalid={Boolean(props.error)}>
          <SelectValue placeholder={props.placeholder} />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((o) => (
            <SelectItem key={o} value={o}>
              {props.labels?.[o] ?? o}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {props.error ? <p className="text-xs text-destructive">{props.error}</p> : null}
    </div>
  );
}

/** Industry and theme are required; audience, market cap and context sharpen the ideas. Opens on a worked example. */
export function IdeasForm({ pending, onGenerate }: IdeasFormProps) {
  const [industry, setIndustry] = useState<string>(IDEAS_EXAMPLE.industry);
  const [theme, setTheme] = useState<string>(IDEAS_EXAMPLE.theme);
  const [targetAudience, setAudience] = useState(IDEAS_EXAMPLE.targetAudience);
  const [marketCap, setMarketCap] = useState<string>(IDEAS_EXAMPLE.marketCap);
  const [context, setContext] = useState(IDEAS_EXAMPLE.context);
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    industry: industry ? undefined : ideaMessages.industryRequired,
    theme: theme ? undefined : ideaMessages.themeRequired,
  };
  return (
    <form
      noValidate
      aria-label="Generate ideas"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (errors.industry || errors.theme) return;
        onGenerate({
          industry: industry as IdeasRequestInput['industry'],
          theme: theme as IdeasRequestInput['theme'],
          targetAudience,
          ...(marketCap ? { marketCap: marketCap as MarketCap } : {}),
          context,
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          id="idea-industry"
          label="Industry"
          value={industry}
          placeholder="Select an industry"
          options={IDEA_INDUSTRIES}
          error={submitted ? errors.industry : undefined}
          onChange={setIndustry}
        />
        <Choice
          id="idea-theme"
          label="Theme"
          value={theme}
          placeholder="Select a theme"
          options={IDEA_THEMES}
          error={submitted ? errors.theme : undefined}
          onChange={setTheme}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="idea-audience">Target Audience (optional)</Label>
        <Input
          id="idea-audience"
          maxLength={200}
          placeholder="e.g. mobile gamers in Southeast Asia"
          value={targetAudience}
          onChange={(e) => setAudience(e.target.value)}
        />
      </div>
      <Choice
        id="idea-market-cap"
        label="Target Market Cap (optional)"
        value={marketCap}
        placeholder="Any size"
        options={MARKET_CAPS}
        labels={MARKET_CAP_LABELS}
        onChange={setMarketCap}
      />
      <div className="space-y-2">
        <Label htmlFor="idea-context">Additional Context (optional)</Label>
        <Textarea
          id="idea-context"
          rows={3}
          maxLength={1000}
          placeholder="Your team, product or community"
          value={context}
          onChange={(e) => setContext(e.target.value)}
        />
      </div>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Lightbulb aria-hidden />}
        {pending ? 'Generating…' : 'Generate Ideas'}
      </Button>
    </form>
  );
}
