import type { ComponentType } from 'react';

/**
 * The modules the remotes expose and their props: the committed contract between the
 * shell and each remote's team (builds never download types from a running remote).
 */
export interface RemoteModules {
  'bots/routes': ComponentType;
  'bots/bot-picker': ComponentType<{ size?: 'small' | 'medium' }>;
  'conversations/routes': ComponentType;
  'setup/routes': ComponentType;
  'knowledge/routes': ComponentType;
  'analytics/routes': ComponentType;
  'analytics/reports': ComponentType;
}

export type RemoteModuleId = keyof RemoteModules;
