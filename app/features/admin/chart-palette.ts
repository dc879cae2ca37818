/** The brand's chart colours, in order: the donut's slices and the legend beside it share them. */
export const CHART_PALETTE = [
  "#F68724",
  "#FDD12A",
  "#0F0F10",
  "#B85A00",
  "#F9B77A",
  "#8A8A94",
  "#FBE38A",
  "#5C5C66",
];

export const colourAt = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length];
