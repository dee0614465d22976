#!/usr/bin/env python3
"""Scores `check` against the ground truth in truth.json.

Usage: python3 Benchmarks/checker-truth/score.py CHECK [CORPUS]

CHECK is an executable that calls Designable.main(registrations:) with the public
components of truth.json registered (see README.md); CORPUS is the folder of IB documents
(../shared/corpus/ib-documents by default). A finding is right when its kind, its
attributes and, where the truth names one, its responsible method (details "method", else
"by") match a divergence of the same instance. Prints each wrong finding and each missed
divergence, the seconds per document, then precision and recall."""
import json, os, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))

def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    check = sys.argv[1]
    corpus = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, '../../../shared/corpus/ib-documents')
    truth = json.load(open(os.path.join(HERE, 'truth.json')))
    findings = right = divergences = found = 0
    for document in truth['documents']:
        path = os.path.join(HERE if document.get('local') else corpus, document['document'])
        start = time.time()
        run = subprocess.run([check, 'check', '--json', path], capture_output=True, text=True)
        seconds = time.time() - start
        reports = {report['attributeSet']: report['findings'] for report in json.loads(run.stdout or '[]')}
        print(f"{document['document']}: {len(reports)} instances in {seconds:.1f} s")
        for instance in document['instances']:
            expected = instance['divergences']
            divergences += len(expected)
            actual = reports.get(instance['id'])
            if actual is None:
                print(f"  not checked: {instance['id']}")
                continue
            used = set()
            for finding in actual:
                findings += 1
                method = finding['details'].get('method') or finding['details'].get('by')
                match = next(
                    (index for index, divergence in enumerate(expected)
                     if index not in used and finding['kind'] == divergence['kind']
                     and finding['attributes'] == divergence['attributes']
                     and divergence.get('method', method) == method), None)
                if match is None:
                    print(f"  wrong: {instance['id']} {finding['kind']} {finding['attributes']} {method}")
                else:
                    used.add(match)
                    right += 1
            found += len(used)
            for index, divergence in enumerate(expected):
                if index not in used:
                    print(f"  missed: {instance['id']} {divergence}")
    print(f"precision {right}/{findings} = {right / max(findings, 1):.3f}")
    print(f"recall    {found}/{divergences} = {found / max(divergences, 1):.3f}")

main()
