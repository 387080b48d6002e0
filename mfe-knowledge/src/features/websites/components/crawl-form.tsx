import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@switchboard/shared-data';
import { SelectField } from '@switchboard/shared-ui';
import { useState } from 'react';
import { CollectionSelect } from '../../../components/collection-select';
import type { Collection } from '../../../lib/collection';
import type { CrawlJob } from '../api/webpage';
import { useStartCrawlMutation } from '../api/websites-api';

export interface CrawlFormProps {
  botId: string;
  collections: Collection[];
  /** The platform's own demo site, offered so staff can try a crawl without internet. */
  demoSiteUrl: string | null;
  onStarted: (job: CrawlJob) => void;
}

const DEPTHS = ['0', '1', '2', '3', '4', '5'];

const patternList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((pattern) => pattern.trim())
    .filter(Boolean);

/** A list of address patterns, one per line or comma-separated. */
const patternField = (
  label: string,
  placeholder: string,
  value: string,
  onChange: (value: string) => void,
) => (
  <TextField
    label={label}
    placeholder={placeholder}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    sx={{ flex: 1 }}
  />
);

/**
 * Both switches are sent as the job's options. Turning them off widens what the crawl may
 * follow, never where it may connect: the service still refuses addresses outside its
 * allow-list.
 */
export function CrawlForm({ botId, collections, demoSiteUrl, onStarted }: CrawlFormProps) {
  const [url, setUrl] = useState('');
  const [maxDepth, setMaxDepth] = useState('2');
  const [maxPages, setMaxPages] = useState('50');
  const [include, setInclude] = useState('');
  const [exclude, setExclude] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [sameSite, setSameSite] = useState(true);
  const [respectRobots, setRespectRobots] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [startCrawl, { isLoading }] = useStartCrawlMutation();

  const submit = async () => {
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
      if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http');
    } catch {
      return setError('Enter a start URL beginning with http:// or https://');
    }
    setError(null);
    const result = await startCrawl({
      botId,
      crawl: {
        url: parsed.href,
        max_depth: Number(maxDepth),
        max_pages: Number(maxPages),
        ...(patternList(include).length ? { include_patterns: patternList(include) } : {}),
        ...(patternList(exclude).length ? { exclude_patterns: patternList(exclude) } : {}),
        ...(collectionId ? { collection_id: collectionId } : {}),
        same_site: sameSite,
        respect_robots: respectRobots,
      },
    });
    if ('error' in result) return setError((result.error as ApiError).message);
    onStarted(result.data);
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="form"
      aria-label="Crawl a website"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Crawl a website
      </Typography>
      <Stack spacing={2}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            label="Start URL"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            sx={{ flex: 2 }}
            // A blank line holds the hint's place: the bot's details arrive after the form,
            // and the hint appearing then moved the button under a pointer about to click it.
            helperText={demoSiteUrl ? `Try the demo site: ${demoSiteUrl}` : ' '}
          />
          <SelectField label="Max depth" value={maxDepth} options={DEPTHS} onChange={setMaxDepth} />
          <TextField
            label="Max pages"
            type="number"
            value={maxPages}
            onChange={(e) => setMaxPages(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 500 } }}
            sx={{ width: 120 }}
          />
          <CollectionSelect
            collections={collections}
            value={collectionId}
            onChange={setCollectionId}
            sx={{ minWidth: 160 }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          {patternField('Include patterns', '/docs/*', include, setInclude)}
          {patternField('Exclude patterns', '/private/*', exclude, setExclude)}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Switch checked={sameSite} onChange={(e) => setSameSite(e.target.checked)} />}
            label="Same site only"
          />
          <FormControlLabel
            control={
              <Switch
                checked={respectRobots}
                onChange={(e) => setRespectRobots(e.target.checked)}
              />
            }
            label="Respect robots.txt"
          />
          <Button type="submit" variant="contained" disabled={isLoading}>
            Start crawl
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
