import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  value: string;
  /** What is typed, as it is typed; a list debounces it where it asks the server. */
  onSearch: (text: string) => void;
};

/** A list's search field: the search icon before the text, every key passed on as typed. */
export function SearchField({ value, onSearch, ...props }: SearchFieldProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      {...props}
    />
  );
}
