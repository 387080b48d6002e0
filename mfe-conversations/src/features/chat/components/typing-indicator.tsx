import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

export function TypingIndicator({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={0.5} role="status" aria-label={label} sx={{ p: 1.5 }}>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
          }}
        />
      ))}
    </Stack>
  );
}
