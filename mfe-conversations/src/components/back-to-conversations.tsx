import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** The way back to the conversation list from the section's other pages. */
export function BackToConversations() {
  return (
    <Button component={RouterLink} to="/conversations" startIcon={<ArrowBack />}>
      All conversations
    </Button>
  );
}
