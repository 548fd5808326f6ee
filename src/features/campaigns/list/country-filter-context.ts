import { createContext } from 'react';

/**
 * The countries the list is filtered by, for the Geo cell to show first.
 * A context, so the columns (and the table model that holds them) need not
 * know about the filter.
 */
export const FilteredCountries = createContext<readonly string[]>([]);
