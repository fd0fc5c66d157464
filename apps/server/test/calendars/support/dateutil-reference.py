# Expands RRULEs with python-dateutil, an independent reading of RFC 5545 (recurring-ical-events and khal
# use it). Reads [{dtstart, rule, end}] as JSON on stdin; writes, per rule, the instances after DTSTART before
# `end` (at most 300) as "YYYY-MM-DDTHH:MM", or {"error": ...}.
import json
import sys
from datetime import datetime

import dateutil.rrule
from dateutil.rrule import rrulestr

out = []
for case in json.load(sys.stdin):
    start = datetime.strptime(case["dtstart"], "%Y%m%dT%H%M%S")
    end = datetime.strptime(case["end"], "%Y%m%dT%H%M%S")
    # A rule that never matches (30 February) makes dateutil walk on to year 9999; its loop stops at the
    # datetime module's MAXYEAR, which bounds it here to the years compared.
    dateutil.rrule.datetime.MAXYEAR = end.year + 1
    try:
        found = []
        for instance in rrulestr(case["rule"], dtstart=start, ignoretz=True):
            if instance >= end or len(found) >= 300:
                break
            if instance > start:
                found.append(instance.strftime("%Y-%m-%dT%H:%M"))
        out.append(found)
    except Exception as error:  # a rule dateutil refuses is left out of the comparison
        out.append({"error": str(error)})
json.dump(out, sys.stdout)
