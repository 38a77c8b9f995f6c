import { createContext } from 'react';

/** The name of the row a cell is in, so its actions menu can say whose actions it holds. */
export const RowNameContext = createContext<string>('');
