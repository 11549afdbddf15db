import { describe, expect, it } from 'vitest';
import { readZip, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import { copyTextRows, parseCopyLine, xlsxStream, xmlText, zipStream } from './xlsx-stream.js';

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of source) parts.push(p);
  return Buffer.concat(parts);
}

async function* from<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const i of items) yield i;
}

describe('COPY text rows', () => {
  it('splits tabs, reads \\N as null and undoes the escapes', () => {
    expect(parseCopyLine('1\tAna\\tB\\nC\\\\D\t\\N\t')).toEqual(['1', 'Ana\tB\nC\\D', null, '']);
  });

  it('keeps rows and UTF-8 characters whole across chunk boundaries', async () => {
    const bytes = Buffer.from('1\tJosé\n2\tÇã\\N\n', 'utf8');
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    const rows: (readonly (string | null)[])[] = [];
    for await (const batch of copyTextRows(from(chunks))) rows.push(...batch);
    expect(rows).toEqual([
      ['1', 'José'],
      ['2', 'ÇãN'],
    ]);
  });
});

describe('zip and xlsx writers', () => {
  it('writes an archive that a reader (central directory, CRC, sizes) accepts', async () => {
    const big = 'x'.repeat(300_000);
    const zip = await collect(
      zipStream([
        { name: 'a.txt', data: from(['hello ', 'world']) },
        { name: 'dir/big.txt', data: from([big, Buffer.from('!')]) },
        { name: 'empty', data: from([]) },
      ]),
    );
    const files = readZip(zip);
    expect(files.get('a.txt')?.toString()).toBe('hello world');
    expect(files.get('dir/big.txt')?.toString()).toBe(`${big}!`);
    expect(files.get('empty')?.length).toBe(0);
  });

  it('writes typed cells and escapes text for XML', async () => {
    const xlsx = await collect(
      xlsxStream(
        [
          { header: 'Nome <&>', type: 'text' },
          { header: 'Valor', type: 'money' },
          { header: 'Dia', type: 'date' },
        ],
        from([
          [
            ['A & B "C" <D>\u0001', '1234.56', '46083'],
            [null, 'not a number', null],
          ],
        ]),
        'Folha: [1]',
        'pt-BR',
      ),
    );
    const files = readZip(xlsx);
    const sheet = await xlsxSheet(xlsx);
    expect(xlsxCell(sheet, 'A1')).toBe('Nome <&>');
    expect(xlsxCell(sheet, 'A2')).toBe('A & B "C" <D>');
    expect(files.get('xl/worksheets/sheet1.xml')?.toString()).toContain(
      '<row r="2"><c t="inlineStr"><is><t>A &amp; B &quot;C&quot; &lt;D&gt;</t></is></c><c s="3"><v>1234.56</v></c><c s="5"><v>46083</v></c></row>',
    );
    expect(xlsxCell(sheet, 'A3')).toBeUndefined();
    expect(xlsxCell(sheet, 'B3')).toBe('not a number');
    expect(files.get('xl/workbook.xml')?.toString()).toContain('name="Folha   1 "');
    expect(xmlText('\u0000ok\uffff')).toBe('ok');
    // A carriage return survives a reader's end-of-line handling only as a character reference.
    expect(xmlText('a\r\nb')).toBe('a&#13;\nb');
  });

  it('stops reading its source when the reader stops', async () => {
    let closed = false;
    async function* endless(): AsyncGenerator<string[][]> {
      try {
        for (let i = 0; ; i++) yield [[String(i)]];
      } finally {
        closed = true;
      }
    }
    const out = xlsxStream([{ header: 'n', type: 'integer' }], endless(), 'S', 'pt-BR');
    let bytes = 0;
    for await (const chunk of out) {
      bytes += chunk.length;
      if (bytes > 100_000) break;
    }
    // The sources are closed through their streams, a few ticks later.
    await expect.poll(() => closed).toBe(true);
  });
});
