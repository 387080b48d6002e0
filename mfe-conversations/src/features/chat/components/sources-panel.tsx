import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAFF_ANSWER_SOURCE } from '@switchboard/domain';
import type { AssistantMessageObject } from '../../../lib/conversation-types';
import { CopyButton } from './copy-button';

const EXCERPT = 280;

/** What a reply rests on: its sources, confidence, retriever and trace id. */
export function SourcesPanel({ details }: { details: AssistantMessageObject }) {
  const sources = details.sources ?? [];
  const confidence = typeof details.confidence === 'number' ? details.confidence : null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {confidence !== null ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 160 }}>
            <Typography variant="caption">Confidence</Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(confidence * 100)}
              sx={{ width: 80 }}
              aria-label={`Confidence ${Math.round(confidence * 100)}%`}
            />
            <Typography variant="caption">{Math.round(confidence * 100)}%</Typography>
          </Stack>
        ) : null}
        {sources.some((source) => source.type === STAFF_ANSWER_SOURCE) ? (
          <Chip size="small" color="success" label="Staff answer" />
        ) : null}
        {details.retriever_type ? (
          <Chip size="small" variant="outlined" label={`Retriever: ${details.retriever_type}`} />
        ) : null}
        {details.trace_id ? (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
              Trace {details.trace_id}
            </Typography>
            <CopyButton text={details.trace_id} label="Copy trace id" />
          </Stack>
        ) : null}
      </Stack>
      {sources.length > 0 ? (
        <Accordion disableGutters variant="outlined" sx={{ bgcolor: 'transparent' }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography variant="body2">
              Sources ({sources.length}):{' '}
              {sources
                .map((source) =>
                  source.type === STAFF_ANSWER_SOURCE
                    ? `Staff answer: ${source.title ?? 'Untitled'}`
                    : (source.title ?? source.url ?? 'Untitled'),
                )
                .join(', ')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2 }}>
              {sources.map((source, index) => {
                const excerpt = source.passage ?? source.excerpt ?? '';
                return (
                  <li key={source.id ?? index}>
                    <Typography variant="subtitle2" component="span">
                      {source.url && /^https?:/i.test(source.url) ? (
                        <Link href={source.url} target="_blank" rel="noopener noreferrer">
                          {source.title ?? source.url}
                        </Link>
                      ) : (
                        (source.title ?? 'Untitled')
                      )}
                    </Typography>
                    {typeof source.score === 'number' ? (
                      <Typography variant="caption" sx={{ ml: 1 }}>
                        score {source.score.toFixed(2)}
                      </Typography>
                    ) : null}
                    {excerpt ? (
                      <Typography variant="body2" color="text.secondary">
                        {excerpt.length > EXCERPT ? `${excerpt.slice(0, EXCERPT)}…` : excerpt}
                      </Typography>
                    ) : null}
                  </li>
                );
              })}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ) : null}
    </Stack>
  );
}
