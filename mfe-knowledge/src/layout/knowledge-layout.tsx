import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ServiceStatusHeader } from '../features/service-status/components/service-status-header';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

const SECTIONS = [
  { path: 'documents', label: 'Documents' },
  { path: 'websites', label: 'Websites' },
  { path: 'collections', label: 'Collections' },
  { path: 'answers', label: 'Answers' },
  { path: 'retrieval-test', label: 'Retrieval test' },
  { path: 'synonyms', label: 'Synonyms' },
];

/** What every knowledge page shows above itself: which bot, its service's state, the tabs. */
export function KnowledgeLayout({ children }: { children: ReactNode }) {
  const { botId, botName } = useKnowledgeBot();
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.includes(`/knowledge/${section.path}`));
  return (
    <>
      {botId ? (
        <ServiceStatusHeader key={botId} botId={botId} botName={botName} />
      ) : (
        <Chip label="No bot selected" data-testid="section-bot" sx={{ mb: 2 }} />
      )}
      <Tabs value={current?.path ?? false} sx={{ mb: 2 }} aria-label="Knowledge sections">
        {SECTIONS.map((section) => (
          <Tab
            key={section.path}
            value={section.path}
            label={section.label}
            component={RouterLink}
            to={`/knowledge/${section.path}`}
          />
        ))}
      </Tabs>
      {children}
    </>
  );
}
