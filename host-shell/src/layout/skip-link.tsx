import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every page: straight to the page's content instead of through the
 * top bar and the whole menu (28 Tabs). Out of sight until it has the focus.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Link>
  );
}
