import { Lightbulb, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { ideaMessages, type Idea, type IdeasResponse } from '@shared/schemas/ai-ideas';
import { EmptyState } from '@web/components/common/empty-state';
import { PageHeader } from '@web/components/common/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { AuthorshipNote } from '@web/entities/ai/authorship-note';
import { toast } from '@web/lib/toast';
import { useWallet } from '@web/wallet';
import { useFavorites, useRemoveFavorite, useSaveFavorite } from './api/favorites';
import { useGenerateIdeas } from './api/generate-ideas';
import { IdeaCard } from './components/idea-card';
import { IdeasForm } from './components/ideas-form';

/** Route /ai-ideas: ideas from industry, theme, audience, cap and context; favourites kept per wallet. */
export default function AiIdeasPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const generate = useGenerateIdeas();
  const favorites = useFavorites(owner);
  const save = useSaveFavorite();
  const remove = useRemoveFavorite();
  const [response, setResponse] = useState<IdeasResponse | null>(null);
  const saved = favorites.data?.favorites ?? [];
  const starredId = (idea: Idea) => saved.find((f) => f.title === idea.title)?.id;
  const toggle = (idea: Idea) => {
    const id = starredId(idea);
    if (id) remove.mutate(id);
    else save.mutate(idea);
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Project Ideas" icon={Lightbulb}>
        Token project ideas with a viability score, from your industry, theme and audience.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Idea Generator</CardTitle>
              <CardDescription>Industry and theme are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <IdeasForm
                pending={generate.isPending}
                onGenerate={(body) =>
                  generate.mutate(body, {
                    onSuccess: (r) => {
                      setResponse(r);
                      toast({ title: ideaMessages.successTitle, variant: 'success' });
                    },
                    onError: () =>
                      toast({
                        title: ideaMessages.failedTitle,
                        description: ideaMessages.failedDefault,
                        variant: 'destructive',
                      }),
                  })
                }
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Star className="size-4" aria-hidden /> Favourites
              </CardTitle>
              <CardDescription>
                {owner ? 'Saved to your wallet on the server.' : 'Connect a wallet to keep favourites.'}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3" data-testid="favorites">
              {saved.length === 0 ? (
                <p className="text-sm text-muted-foreground">No favourites yet: star an idea to keep it.</p>
              ) : (
                saved.map((f) => (
                  <IdeaCard key={f.id} idea={f} starred onToggle={() => remove.mutate(f.id)} />
                ))
              )}
            </CardContent>
          </Card>
        </div>
        <div className="space-y-4" aria-live="polite">
          {response ? (
            <>
              {response.ideas.map((idea) => (
                <IdeaCard
                  key={idea.title}
                  idea={idea}
                  starred={Boolean(starredId(idea))}
                  onToggle={owner ? () => toggle(idea) : undefined}
                />
              ))}
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">Tips</CardTitle>
                </CardHeader>
                <CardContent className="space-y-3">
                  <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {response.tips.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                  <AuthorshipNote meta={response.meta} />
                </CardContent>
              </Card>
            </>
          ) : (
            <Card>
              <CardContent className="py-10 sm:py-10">
                <EmptyState icon={Sparkles} title="No ideas yet">
                  Choose an industry and a theme, then generate.
                </EmptyState>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
