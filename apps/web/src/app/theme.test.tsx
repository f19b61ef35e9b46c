import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

// Issue 43 §8: labels are shown as written, in sentence case («Packs», not «PACKS»).
describe('the theme', () => {
  it('shows buttons and tabs in sentence case, never upper case', () => {
    render(
      <ThemeProvider theme={buildTheme('pt')}>
        <Button>Novo paciente</Button>
        <Tabs value={0} aria-label="Separadores">
          <Tab label="Packs" />
        </Tabs>
      </ThemeProvider>,
    );
    for (const element of [screen.getByRole('button', { name: 'Novo paciente' }), screen.getByRole('tab')])
      expect(getComputedStyle(element).textTransform).toBe('none');
  });
});
