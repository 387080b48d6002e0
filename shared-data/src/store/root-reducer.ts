import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { selectedBotSlice } from '../bots/selected-bot-slice';

/**
 * Slices a remote adds at run time declare themselves by augmenting this interface:
 * `declare module '@switchboard/shared-data' { interface LazyLoadedSlices { … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  selectedBotSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
