package serbench.model.mediacontent.binding;

import serbench.model.Digest;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContent;

import java.util.List;

/**
 * A class of a binding style other than the records ({@code R} is its record): converts to the record, and folds
 * every field into a digest in the records' order ({@code MediaContentModel.digestMedia}/{@code digestImage}).
 * Neither method is a property to Jackson (no getter name, no annotation).
 */
interface Bound<R> {

    R toRecord();

    void digest(Digest d);

    /** The root's record: an absent part as the records' constructors take it (a missing media refused, no images empty). */
    static MediaContent mediaContent(Bound<Media> media, List<? extends Bound<Image>> images) {
        return new MediaContent(media == null ? null : media.toRecord(),
                images == null ? null : images.stream().map(i -> i == null ? null : i.toRecord()).toList());
    }

    /** The root's digest: the media, then every image (none when the list is absent, as the record reads it). */
    static void digestMediaContent(Digest d, Bound<Media> media, List<? extends Bound<Image>> images) {
        media.digest(d);
        if (images != null) {
            for (Bound<Image> i : images) {
                i.digest(d);
            }
        }
    }
}
