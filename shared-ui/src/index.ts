export { BotAvatar, type BotAvatarProps } from './page/bot-avatar';
export { downloadFile, fileSafe } from './files/download';
export { EmptyState, type EmptyStateProps } from './page/empty-state';
export { FilterSelect, type FilterOption, type FilterSelectProps } from './page/filter-select';
export { SelectField, type SelectFieldProps, type SelectOption } from './page/select-field';
export { PageHeader, type PageHeaderProps } from './page/page-header';
export { SearchField, type SearchFieldProps } from './page/search-field';
export {
  SearchPicker,
  TYPING_PAUSE_MS,
  type SearchPage,
  type SearchPickerProps,
} from './page/search-picker';
export { SectionCard, type SectionCardProps } from './page/section-card';
export { SelectedBotChip } from './page/selected-bot-chip';
export {
  CONSOLE_SCALES,
  DEFAULT_CONSOLE_CONFIG,
  parseConsoleConfig,
  type ConsoleConfig,
  type ConsoleScale,
  type InputStyle,
  type MenuMode,
} from './theme/console-config';
export {
  ConsoleConfigProvider,
  useConsoleConfig,
  type ConsoleConfigContextValue,
} from './theme/console-config-context';
export { CONSOLE_CONFIG_STORAGE_KEY } from './theme/console-config-storage';
export {
  CONSOLE_THEMES,
  type ConsoleThemeDefinition,
  type ThemeName,
} from './theme/console-themes';
export { createConsoleTheme } from './theme/create-console-theme';
export { ConsoleApp } from './app/console-app';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/confirm-dialog';
export {
  FormDialog,
  useFormDialog,
  type FormDialogProps,
  type MutationOutcome,
  type SaveOptions,
} from './feedback/form-dialog';
export { ToastProvider, TOAST_LIFE_MS, useToast, type Toasts } from './feedback/toast';
export {
  StaleWriteNotice,
  type StaleWriteField,
  type StaleWriteNoticeProps,
} from './feedback/stale-write-notice';
export { lengthHelper } from './feedback/length-helper';
export { StaffAnswerFields } from './staff-answers/staff-answer-fields';
export { ApiErrorAlert, type ApiErrorAlertProps } from './feedback/api-error-alert';
export { RetryAlert, type RetryAlertProps } from './feedback/retry-alert';
export { useStaleWrite } from './feedback/use-stale-write';
export { FormSheet, type FormSheetProps } from './resource/form-sheet';
export { revealFirstError } from './resource/reveal-first-error';
export { useConfirmedDelete, type ConfirmedDeleteOptions } from './resource/use-confirmed-delete';
export { useSheet } from './resource/use-sheet';
export { SessionCheck } from './session/session-check';
export { SignInCard, type SignInCardProps } from './session/sign-in-card';
