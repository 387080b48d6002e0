/** Which MUI modules go in the sign-in form's chunk and which in the signed-in console's. */

/**
 * The MUI the login page needs: the styling engine and the helpers every component uses,
 * and the components of the sign-in form with what they are made of (a text field brings
 * select, menu, popover and modal). Shared entry by entry, these would be one request
 * each, over a hundred on the login page; the host puts them in one chunk. The host
 * provides every MUI entry, so this group holds whatever matches, used or not: the list
 * names only what the form needs.
 */
const FIRST_SCREEN_MUI_PACKAGES = [
  '@mui/utils',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@emotion',
  'stylis',
  'clsx',
  'prop-types',
  'react-is',
  'react-transition-group',
  '@babel/runtime',
  'hoist-non-react-statics',
];
const FIRST_SCREEN_MUI_MATERIAL = [
  // Internals every component reaches.
  'styles',
  'utils',
  'internal',
  'transitions',
  'InitColorSchemeScript',
  'zero-styled',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  // The sign-in form and what its components are made of.
  'Alert',
  'AlertTitle',
  'Box',
  'Button',
  'ButtonBase',
  'Card',
  'CardContent',
  'CircularProgress',
  'IconButton',
  'Paper',
  'Stack',
  'SvgIcon',
  'Typography',
  'TextField',
  'InputBase',
  'Input',
  'FilledInput',
  'OutlinedInput',
  'InputLabel',
  'InputAdornment',
  'FormControl',
  'FormLabel',
  'FormHelperText',
  'TextareaAutosize',
  'Select',
  'NativeSelect',
  'Menu',
  'MenuList',
  'MenuItem',
  'List',
  'Popover',
  'Modal',
  'Portal',
  'Backdrop',
  'Fade',
  'Grow',
  'Unstable_TrapFocus',
  'useLazyRipple',
];
/** Files a listed component reaches in a folder the list leaves out. */
const FIRST_SCREEN_MUI_FILES = [
  // The palettes the default theme is built from, not the whole colour catalogue.
  'colors[\\\\/](?:common|grey|purple|red|orange|blue|lightBlue|green)\\.mjs',
  // A button asks whether it sits in a group, without the group itself.
  'ButtonGroup[\\\\/]ButtonGroup(?:Button)?Context\\.mjs',
  // Every component's class names: small, and components style each other through them.
  '[^\\\\/]+[\\\\/][a-zA-Z]+Classes\\.mjs',
];

export const FIRST_SCREEN_MUI = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:(?:${FIRST_SCREEN_MUI_PACKAGES.join('|')})[\\\\/]|@mui[\\\\/]material[\\\\/](?:(?:${FIRST_SCREEN_MUI_MATERIAL.join('|')})[\\\\/]|${FIRST_SCREEN_MUI_FILES.join('|')}$))`,
);

/**
 * The rest of the MUI a signed-in page uses: the shell's frame (app bar, drawer, menu
 * list, tooltips), the components the five remotes import, and those the data grid and
 * the charts import. The menu prefetches every section's page once the shell is idle, so
 * a signed-in load fetches nearly all of these anyway; one entry per request was 40 to 50
 * requests of 1–8 KB on every reload. The login page does not load this group.
 * `console-mui-entries.test.ts` fails when console code imports an entry neither list has.
 */
const CONSOLE_MUI_MATERIAL = [
  // The shell's frame and its menu.
  'AppBar',
  'Toolbar',
  'Drawer',
  'Slide',
  'Divider',
  'ListItem',
  'ListItemAvatar',
  'ListItemButton',
  'ListItemIcon',
  'ListItemSecondaryAction',
  'ListItemText',
  'ListSubheader',
  'Link',
  'Tooltip',
  'Popper',
  'ClickAwayListener',
  'NoSsr',
  'useMediaQuery',
  'Grid',
  'Skeleton',
  'LinearProgress',
  // Dialogs, tables, chips and avatars (shared-ui's common parts).
  'Dialog',
  'DialogTitle',
  'DialogContent',
  'DialogContentText',
  'DialogActions',
  'Table',
  'TableBody',
  'TableCell',
  'TableHead',
  'TableRow',
  'TablePagination',
  'TablePaginationActions',
  'Chip',
  'Avatar',
  'Badge',
  // Form controls of the remotes and the grid's filter panel.
  'Autocomplete',
  'useAutocomplete',
  'Checkbox',
  'Switch',
  'Radio',
  'RadioGroup',
  'FormGroup',
  'FormControlLabel',
  'Slider',
  'ToggleButton',
  'ToggleButtonGroup',
  // Sections and cards.
  'Tabs',
  'Tab',
  'TabScrollButton',
  'Accordion',
  'AccordionSummary',
  'AccordionDetails',
  'Collapse',
  'CardActions',
  'CardActionArea',
];

export const CONSOLE_MUI = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:@popperjs[\\\\/]|@mui[\\\\/]material[\\\\/](?:(?:${CONSOLE_MUI_MATERIAL.join('|')})[\\\\/]|locale[\\\\/]utils[\\\\/]))`,
);
