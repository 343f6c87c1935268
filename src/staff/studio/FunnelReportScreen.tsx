import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Box, Button, chakra, Heading, Input, Stack, Text } from '@chakra-ui/react';
import staffCopy from '../../../schemas/copy/en-US.staff.json';
import { fillTemplate } from '../../../widgets/copy';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { Loading } from '../../shared/ui/Loading';
import { Page } from '../../shared/ui/Page';
import { funnelBars, loadFunnelReport, type FunnelFilters, type FunnelReport } from './funnelReport';

const text = staffCopy.funnelReport;
const cell = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
  textAlign: 'start',
} as const;
const numberCell = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

function FunnelChart({ steps }: { steps: FunnelReport['steps'] }) {
  const bars = funnelBars(steps);
  const rowHeight = 34;
  const width = 640;
  const labelWidth = 190;
  const height = bars.length * rowHeight;
  return (
    <chakra.svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      maxW={`${width}px`}
      role="img"
      aria-labelledby="funnel-chart-title"
    >
      <title id="funnel-chart-title">{bars.map((bar) => `${bar.screen}: ${bar.views}`).join(', ')}</title>
      {bars.map((bar, index) => {
        const barWidth = Math.max(2, (width - labelWidth - 60) * bar.share);
        // Centred bars narrowing down the page: a funnel.
        const x = labelWidth + (width - labelWidth - 60 - barWidth) / 2;
        return (
          <g key={bar.screen} transform={`translate(0 ${index * rowHeight})`}>
            <text x={labelWidth - 8} y={rowHeight / 2 + 5} textAnchor="end" fontSize="14" fill="#1a202c">
              {bar.screen}
            </text>
            <rect x={x} y="4" width={barWidth} height={rowHeight - 8} rx="4" fill="#2b6cb0" />
            <text x={width - 52} y={rowHeight / 2 + 5} fontSize="14" fill="#1a202c">
              {bar.views}
            </text>
          </g>
        );
      })}
    </chakra.svg>
  );
}

function StepsTable({ report }: { report: FunnelReport }) {
  return (
    <chakra.table w="full" fontSize="sm">
      <chakra.caption textAlign="start" fontWeight="semibold" mb="2">
        {text.stepsTitle}
      </chakra.caption>
      <thead>
        <tr>
          <chakra.th {...cell}>{text.step}</chakra.th>
          <chakra.th {...numberCell}>{text.views}</chakra.th>
          <chakra.th {...numberCell}>{text.submits}</chakra.th>
          <chakra.th {...numberCell}>{text.failures}</chakra.th>
          <chakra.th {...numberCell}>{text.medianTime}</chakra.th>
        </tr>
      </thead>
      <tbody>
        {report.steps.map((step) => (
          <tr key={step.screen}>
            <chakra.th scope="row" {...cell} fontWeight="normal">
              {step.screen}
            </chakra.th>
            <chakra.td {...numberCell}>{step.views}</chakra.td>
            <chakra.td {...numberCell}>{step.submits}</chakra.td>
            <chakra.td {...numberCell}>{step.failures}</chakra.td>
            <chakra.td {...numberCell}>
              {step.medianSecondsOnStep === null
                ? text.none
                : fillTemplate(text.seconds, { seconds: step.medianSecondsOnStep })}
            </chakra.td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

function ErrorCodesTable({ codes }: { codes: FunnelReport['topFieldErrorCodes'] }) {
  if (codes.length === 0) return <Text>{text.noErrors}</Text>;
  return (
    <chakra.table w="full" fontSize="sm">
      <chakra.caption textAlign="start" fontWeight="semibold" mb="2">
        {text.errorCodesTitle}
      </chakra.caption>
      <thead>
        <tr>
          <chakra.th {...cell}>{text.step}</chakra.th>
          <chakra.th {...cell}>{text.code}</chakra.th>
          <chakra.th {...numberCell}>{text.count}</chakra.th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={`${code.screen}.${code.code}`}>
            <chakra.td {...cell}>{code.screen}</chakra.td>
            <chakra.td {...cell} fontFamily="mono">
              {code.code}
            </chakra.td>
            <chakra.td {...numberCell}>{code.count}</chakra.td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

/**
 * /skunkworks/funnel: the staff funnel report (docs/analytics.md). Its own screen chunk, so
 * none of it is in an applicant's first load. The staff token stays in this page's memory only.
 */
export default function FunnelReportScreen() {
  const [filters, setFilters] = useState<FunnelFilters>({});
  const [staffToken, setStaffToken] = useState('');
  // What the report shows: the filters and token as they were when Show was pressed.
  const [applied, setApplied] = useState({ filters: {} as FunnelFilters, staffToken: '' });
  const {
    data: report,
    error,
    isLoading: loading,
  } = useSWR(['funnelReport', applied], ([, shown]) => loadFunnelReport(shown.filters, shown.staffToken), {
    keepPreviousData: true,
  });
  const failure = error
    ? fillTemplate(text.failed, { message: error instanceof Error ? error.message : '' })
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied({ filters, staffToken });
  };
  const field = (name: keyof FunnelFilters) => ({
    value: filters[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setFilters({ ...filters, [name]: event.target.value }),
  });

  return (
    <Page page="funnelReport">
      <chakra.form onSubmit={submit} aria-label={text.filters} mb="6">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          alignItems={{ md: 'flex-end' }}
          flexWrap="wrap"
        >
          <chakra.label display="grid" gap="1" fontSize="sm">
            {text.from}
            <Input type="date" {...field('from')} />
          </chakra.label>
          <chakra.label display="grid" gap="1" fontSize="sm">
            {text.to}
            <Input type="date" {...field('to')} />
          </chakra.label>
          <chakra.label display="grid" gap="1" fontSize="sm">
            {text.stepFileVersion}
            <chakra.select
              {...field('stepFileVersion')}
              minH="10"
              borderWidth="1px"
              borderColor="gray.300"
              borderRadius="md"
              px="2"
            >
              <option value="">{text.allVersions}</option>
              {(report?.stepFileVersions ?? []).map((version) => (
                <option key={version} value={version}>
                  {version}
                </option>
              ))}
            </chakra.select>
          </chakra.label>
          <chakra.label display="grid" gap="1" fontSize="sm">
            {text.staffToken}
            <Input
              type="password"
              autoComplete="off"
              value={staffToken}
              onChange={(event) => setStaffToken(event.target.value)}
            />
          </chakra.label>
          <Button type="submit" colorPalette="brand">
            {text.apply}
          </Button>
        </Stack>
      </chakra.form>
      <ErrorAlert message={failure} />
      {loading && !report ? (
        <Loading />
      ) : report && report.steps.length > 0 ? (
        <Stack gap="8" aria-busy={loading || undefined}>
          <Text fontSize="sm" color="gray.700">
            {fillTemplate(text.totalEvents, { count: report.totalEvents })}
          </Text>
          <Box as="section" aria-labelledby="funnel-chart-heading">
            <Heading as="h2" size="lg" id="funnel-chart-heading" mb="1">
              {text.chartTitle}
            </Heading>
            <Text fontSize="sm" color="gray.700" mb="3">
              {text.chartDescription}
            </Text>
            <FunnelChart steps={report.steps} />
          </Box>
          <Box overflowX="auto">
            <StepsTable report={report} />
          </Box>
          <Box overflowX="auto">
            <ErrorCodesTable codes={report.topFieldErrorCodes} />
          </Box>
        </Stack>
      ) : report ? (
        <Text>{text.empty}</Text>
      ) : null}
    </Page>
  );
}
