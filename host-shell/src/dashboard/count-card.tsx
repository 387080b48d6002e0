import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CountCardProps {
  label: string;
  value: number | undefined;
  loading: boolean;
  error?: string;
  detail?: ReactNode;
}

export function CountCard({ label, value, loading, error, detail }: CountCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {label}
        </Typography>
        {loading ? (
          <Skeleton width={64} height={48} />
        ) : error ? (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        ) : (
          <Typography variant="h4" component="p" aria-label={`${label}: ${value ?? 0}`}>
            {value ?? 0}
          </Typography>
        )}
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
