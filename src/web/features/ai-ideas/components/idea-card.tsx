import { Star } from 'lucide-react';
import { viabilityBand } from '@shared/schemas/ai';
import type { Idea } from '@shared/schemas/ai-ideas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { BAND_TEXT, BandBadge } from '@web/entities/ai/authorship-note';

interface IdeaCardProps {
  idea: Idea;
  starred: boolean;
  /** Absent when no wallet is signed in (favourites are stored per wallet). */
  onToggle?: () => void;
}

export function IdeaCard({ idea, starred, onToggle }: IdeaCardProps) {
  const band = viabilityBand(idea.viability);
  return (
    <Card data-testid="idea-card">
      <CardContent className="space-y-3 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h4 className="font-semibold">{idea.title}</h4>
            <Badge variant="secondary">{idea.category}</Badge>
          </div>
          {onToggle ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={
                starred ? `Remove ${idea.title} from favourites` : `Save ${idea.title} to favourites`
              }
              aria-pressed={starred}
              onClick={onToggle}
            >
              <Star className={starred ? 'fill-warning text-warning' : ''} aria-hidden />
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{idea.description}</p>
        <div className="space-y-1">
          <div className="flex items-center justify-between text-xs">
            <span>
              Viability <span className={`font-semibold ${BAND_TEXT[band.tone]}`}>{idea.viability}/100</span>
            </span>
            <BandBadge band={band} />
          </div>
          <Progress value={idea.viability} aria-label={`Viability ${idea.viability}`} />
        </div>
      </CardContent>
    </Card>
  );
}
