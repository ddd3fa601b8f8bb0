// @portcullis/api-client/hubs — the live connections (ASP.NET Core SignalR protocol): hub names and the
// spreadsheet export runner. The only entry that loads @microsoft/signalr.
export * from './hubs/names';
export * from './hubs/excel-export';
