export { EmptyState, type EmptyStateProps } from './page/empty-state';
export { PageHeader, type PageHeaderProps } from './page/page-header';
