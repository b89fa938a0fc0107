import { describe, expect, it } from 'vitest';
import { documentTitleOf, downloadFileNameOf, fileReferenceOf } from '@/features/compliance/files';
import { resolveApiUrl as fileUrlOf } from '@/lib/api-url';

describe('file reference of a compliance document', () => {
  it('takes the first present of file, document, pdf_file, document_url, file_url', () => {
    const all = { id: 1, file: '/a.pdf', document: '/b.pdf', pdf_file: '/c.pdf', document_url: '/d.pdf', file_url: '/e.pdf' };
    expect(fileReferenceOf(all)).toBe('/a.pdf');
    expect(fileReferenceOf({ ...all, file: undefined })).toBe('/b.pdf');
    expect(fileReferenceOf({ ...all, file: undefined, document: undefined })).toBe('/c.pdf');
    expect(fileReferenceOf({ id: 1, document_url: '/d.pdf', file_url: '/e.pdf' })).toBe('/d.pdf');
    expect(fileReferenceOf({ id: 1, file_url: '/e.pdf' })).toBe('/e.pdf');
  });

  it('skips empty fields and has none when no field is present', () => {
    expect(fileReferenceOf({ id: 1, file: '', pdf_file: '/c.pdf' })).toBe('/c.pdf');
    expect(fileReferenceOf({ id: 1, title: 'Only a title' })).toBeUndefined();
  });
});

describe('file URL rule (part 2 §7), as every path from an answer is resolved', () => {
  const base = 'http://api.test';
  it('prefixes a path with the API base and a leading slash', () => {
    expect(fileUrlOf('/media/compliance/a.pdf', base)).toBe('http://api.test/media/compliance/a.pdf');
    expect(fileUrlOf('media/compliance/a.pdf', base)).toBe('http://api.test/media/compliance/a.pdf');
    expect(fileUrlOf('media/a.pdf', 'http://api.test/')).toBe('http://api.test/media/a.pdf');
  });

  it('keeps a reference that contains http as it is', () => {
    expect(fileUrlOf('https://files.example/a.pdf', base)).toBe('https://files.example/a.pdf');
    expect(fileUrlOf('http://files.example/a.pdf', base)).toBe('http://files.example/a.pdf');
  });
});

describe('saved file name and title', () => {
  it('replaces spaces in the title with underscores and adds .pdf', () => {
    expect(downloadFileNameOf('Annual Report FY 2024-25')).toBe('Annual_Report_FY_2024-25.pdf');
    expect(downloadFileNameOf('Code of Conduct')).toBe('Code_of_Conduct.pdf');
  });

  it("falls back to 'document.pdf' without a title", () => {
    expect(downloadFileNameOf(undefined)).toBe('document.pdf');
    expect(downloadFileNameOf('  ')).toBe('document.pdf');
  });

  it("shows 'Compliance Document' for a document without a title", () => {
    expect(documentTitleOf({ id: 1 })).toBe('Compliance Document');
    expect(documentTitleOf({ id: 1, title: 'Public Disclosures' })).toBe('Public Disclosures');
  });
});
